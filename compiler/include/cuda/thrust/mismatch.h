/* pycucc parse-only: <thrust/mismatch.h> */
#include "pycucc_thrust_decls.h"
