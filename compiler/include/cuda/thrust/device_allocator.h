/* pycucc parse-only: <thrust/device_allocator.h> */
#include "pycucc_thrust_decls.h"
