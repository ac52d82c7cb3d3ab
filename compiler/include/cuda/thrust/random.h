/* pycucc parse-only: <thrust/random.h> */
#include "pycucc_thrust_decls.h"
