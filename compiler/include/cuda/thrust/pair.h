/* pycucc parse-only: <thrust/pair.h> */
#include "pycucc_thrust_decls.h"
