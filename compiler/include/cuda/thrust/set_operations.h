/* pycucc parse-only: <thrust/set_operations.h> */
#include "pycucc_thrust_decls.h"
