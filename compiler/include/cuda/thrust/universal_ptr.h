/* pycucc parse-only: <thrust/universal_ptr.h> */
#include "pycucc_thrust_decls.h"
