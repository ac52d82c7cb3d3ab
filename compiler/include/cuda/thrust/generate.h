/* pycucc parse-only: <thrust/generate.h> */
#include "pycucc_thrust_decls.h"
