/* pycucc parse-only: <thrust/random/linear_congruential_engine.h> */
#include "../pycucc_thrust_decls.h"
