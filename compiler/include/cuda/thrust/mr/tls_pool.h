/* pycucc parse-only: <thrust/mr/tls_pool.h> */
#include "../pycucc_thrust_decls.h"
