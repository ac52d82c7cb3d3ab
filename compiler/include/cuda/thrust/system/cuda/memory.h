/* pycucc parse-only: <thrust/system/cuda/memory.h> */
#include "../../pycucc_thrust_decls.h"
