/* pycucc parse-only: <thrust/mr/allocator.h> */
#include "../pycucc_thrust_decls.h"
