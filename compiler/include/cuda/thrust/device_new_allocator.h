/* pycucc parse-only: <thrust/device_new_allocator.h> */
#include "pycucc_thrust_decls.h"
