/* pycucc parse-only: <thrust/device_delete.h> */
#include "pycucc_thrust_decls.h"
