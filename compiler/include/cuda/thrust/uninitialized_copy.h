/* pycucc parse-only: <thrust/uninitialized_copy.h> */
#include "pycucc_thrust_decls.h"
