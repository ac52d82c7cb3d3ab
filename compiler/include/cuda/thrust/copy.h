/* pycucc parse-only: <thrust/copy.h> */
#include "pycucc_thrust_decls.h"
