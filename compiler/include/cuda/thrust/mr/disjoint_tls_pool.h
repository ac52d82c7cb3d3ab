/* pycucc parse-only: <thrust/mr/disjoint_tls_pool.h> */
#include "../pycucc_thrust_decls.h"
