/* pycucc parse-only: <thrust/logical.h> */
#include "pycucc_thrust_decls.h"
