/* pycucc parse-only: <thrust/device_malloc.h> */
#include "pycucc_thrust_decls.h"
