/* pycucc parse-only: <thrust/mr/memory_resource.h> */
#include "../pycucc_thrust_decls.h"
