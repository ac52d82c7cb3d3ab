/* pycucc parse-only: <thrust/system/cuda/vector.h> */
#include "../../pycucc_thrust_decls.h"
