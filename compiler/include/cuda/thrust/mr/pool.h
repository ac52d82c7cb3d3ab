/* pycucc parse-only: <thrust/mr/pool.h> */
#include "../pycucc_thrust_decls.h"
