/* pycucc parse-only: <thrust/mr/pool_options.h> */
#include "../pycucc_thrust_decls.h"
