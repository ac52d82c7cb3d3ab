/* pycucc parse-only: <thrust/equal.h> */
#include "pycucc_thrust_decls.h"
