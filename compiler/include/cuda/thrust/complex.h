/* pycucc parse-only: <thrust/complex.h> */
#include "pycucc_thrust_decls.h"
