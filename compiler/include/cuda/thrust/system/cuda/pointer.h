/* pycucc parse-only: <thrust/system/cuda/pointer.h> */
#include "../../pycucc_thrust_decls.h"
