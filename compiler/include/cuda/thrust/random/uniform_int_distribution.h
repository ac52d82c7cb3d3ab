/* pycucc parse-only: <thrust/random/uniform_int_distribution.h> */
#include "../pycucc_thrust_decls.h"
