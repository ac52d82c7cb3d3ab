/* pycucc parse-only: <thrust/distance.h> */
#include "pycucc_thrust_decls.h"
