/* pycucc parse-only: <thrust/system/cuda/config.h> */
#include "../../pycucc_thrust_decls.h"
