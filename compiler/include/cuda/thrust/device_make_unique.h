/* pycucc parse-only: <thrust/device_make_unique.h> */
#include "pycucc_thrust_decls.h"
