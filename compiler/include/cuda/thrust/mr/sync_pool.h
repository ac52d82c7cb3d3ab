/* pycucc parse-only: <thrust/mr/sync_pool.h> */
#include "../pycucc_thrust_decls.h"
