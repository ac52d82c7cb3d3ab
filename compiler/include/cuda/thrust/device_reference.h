/* pycucc parse-only: <thrust/device_reference.h> */
#include "pycucc_thrust_decls.h"
