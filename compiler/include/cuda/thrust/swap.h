/* pycucc parse-only: <thrust/swap.h> */
#include "pycucc_thrust_decls.h"
