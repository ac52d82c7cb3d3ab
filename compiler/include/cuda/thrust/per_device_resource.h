/* pycucc parse-only: <thrust/per_device_resource.h> */
#include "pycucc_thrust_decls.h"
