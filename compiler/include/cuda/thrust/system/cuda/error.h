/* pycucc parse-only: <thrust/system/cuda/error.h> */
#include "../../pycucc_thrust_decls.h"
