/* pycucc parse-only: <thrust/mr/universal_memory_resource.h> */
#include "../pycucc_thrust_decls.h"
