/* pycucc parse-only: <thrust/allocate_unique.h> */
#include "pycucc_thrust_decls.h"
