/* pycucc parse-only: <thrust/host_vector.h> */
#include "pycucc_thrust_decls.h"
