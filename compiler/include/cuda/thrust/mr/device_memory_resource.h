/* pycucc parse-only: <thrust/mr/device_memory_resource.h> */
#include "../pycucc_thrust_decls.h"
