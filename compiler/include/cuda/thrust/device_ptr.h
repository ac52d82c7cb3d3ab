/* pycucc parse-only: <thrust/device_ptr.h> */
#include "pycucc_thrust_decls.h"
