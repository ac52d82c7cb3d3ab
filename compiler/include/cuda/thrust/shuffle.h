/* pycucc parse-only: <thrust/shuffle.h> */
#include "pycucc_thrust_decls.h"
