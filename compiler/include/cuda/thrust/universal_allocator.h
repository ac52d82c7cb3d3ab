/* pycucc parse-only: <thrust/universal_allocator.h> */
#include "pycucc_thrust_decls.h"
