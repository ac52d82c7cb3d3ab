/* pycucc parse-only: <thrust/universal_vector.h> */
#include "pycucc_thrust_decls.h"
