/* pycucc parse-only: <thrust/reduce.h> */
#include "pycucc_thrust_decls.h"
