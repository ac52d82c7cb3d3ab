/* pycucc parse-only: <thrust/fill.h> */
#include "pycucc_thrust_decls.h"
