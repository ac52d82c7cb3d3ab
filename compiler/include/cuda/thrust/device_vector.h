/* pycucc parse-only: <thrust/device_vector.h> */
#include "pycucc_thrust_decls.h"
