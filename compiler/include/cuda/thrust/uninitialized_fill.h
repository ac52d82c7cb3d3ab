/* pycucc parse-only: <thrust/uninitialized_fill.h> */
#include "pycucc_thrust_decls.h"
