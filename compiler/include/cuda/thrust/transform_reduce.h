/* pycucc parse-only: <thrust/transform_reduce.h> */
#include "pycucc_thrust_decls.h"
