/* pycucc parse-only: <thrust/system/cuda/execution_policy.h> */
#include "../../pycucc_thrust_decls.h"
