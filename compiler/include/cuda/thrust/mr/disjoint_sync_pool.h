/* pycucc parse-only: <thrust/mr/disjoint_sync_pool.h> */
#include "../pycucc_thrust_decls.h"
