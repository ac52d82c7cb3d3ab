/* pycucc parse-only: <thrust/random/discard_block_engine.h> */
#include "../pycucc_thrust_decls.h"
