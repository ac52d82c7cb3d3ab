/* pycucc parse-only: <thrust/extrema.h> */
#include "pycucc_thrust_decls.h"
