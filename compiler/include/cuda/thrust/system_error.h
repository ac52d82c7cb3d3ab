/* pycucc parse-only: <thrust/system_error.h> */
#include "pycucc_thrust_decls.h"
