/* pycucc parse-only: <thrust/reverse.h> */
#include "pycucc_thrust_decls.h"
