/* pycucc parse-only: <thrust/random/uniform_real_distribution.h> */
#include "../pycucc_thrust_decls.h"
