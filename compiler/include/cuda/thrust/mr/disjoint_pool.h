/* pycucc parse-only: <thrust/mr/disjoint_pool.h> */
#include "../pycucc_thrust_decls.h"
