/* pycucc parse-only: <thrust/count.h> */
#include "pycucc_thrust_decls.h"
