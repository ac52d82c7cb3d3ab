/* pycucc parse-only: <thrust/scan.h> */
#include "pycucc_thrust_decls.h"
