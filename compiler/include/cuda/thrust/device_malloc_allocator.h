/* pycucc parse-only: <thrust/device_malloc_allocator.h> */
#include "pycucc_thrust_decls.h"
