/* pycucc parse-only: <thrust/memory.h> */
#include "pycucc_thrust_decls.h"
