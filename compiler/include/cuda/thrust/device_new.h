/* pycucc parse-only: <thrust/device_new.h> */
#include "pycucc_thrust_decls.h"
