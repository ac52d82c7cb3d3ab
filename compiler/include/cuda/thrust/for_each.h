/* pycucc parse-only: <thrust/for_each.h> */
#include "pycucc_thrust_decls.h"
