/* pycucc parse-only: <thrust/device_free.h> */
#include "pycucc_thrust_decls.h"
