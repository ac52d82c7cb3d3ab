/* pycucc parse-only: <thrust/adjacent_difference.h> */
#include "pycucc_thrust_decls.h"
