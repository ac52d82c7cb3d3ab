/* pycucc parse-only: <thrust/random/subtract_with_carry_engine.h> */
#include "../pycucc_thrust_decls.h"
