/* pycucc parse-only: <thrust/tuple.h> */
#include "pycucc_thrust_decls.h"
