/* pycucc parse-only: <thrust/random/xor_combine_engine.h> */
#include "../pycucc_thrust_decls.h"
