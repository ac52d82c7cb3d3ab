/* pycucc parse-only: <thrust/sort.h> */
#include "pycucc_thrust_decls.h"
