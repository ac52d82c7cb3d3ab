/* pycucc parse-only: <thrust/binary_search.h> */
#include "pycucc_thrust_decls.h"
