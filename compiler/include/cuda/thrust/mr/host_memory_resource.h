/* pycucc parse-only: <thrust/mr/host_memory_resource.h> */
#include "../pycucc_thrust_decls.h"
