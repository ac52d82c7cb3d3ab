/* pycucc parse-only: <thrust/execution_policy.h> */
#include "pycucc_thrust_decls.h"
