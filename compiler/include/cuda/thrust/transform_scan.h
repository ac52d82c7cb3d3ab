/* pycucc parse-only: <thrust/transform_scan.h> */
#include "pycucc_thrust_decls.h"
