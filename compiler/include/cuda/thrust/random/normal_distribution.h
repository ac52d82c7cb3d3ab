/* pycucc parse-only: <thrust/random/normal_distribution.h> */
#include "../pycucc_thrust_decls.h"
