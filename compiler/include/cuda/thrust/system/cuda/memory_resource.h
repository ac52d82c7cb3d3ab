/* pycucc parse-only: <thrust/system/cuda/memory_resource.h> */
#include "../../pycucc_thrust_decls.h"
