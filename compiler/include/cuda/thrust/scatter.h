/* pycucc parse-only: <thrust/scatter.h> */
#include "pycucc_thrust_decls.h"
