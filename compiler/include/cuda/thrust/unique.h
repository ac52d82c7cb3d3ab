/* pycucc parse-only: <thrust/unique.h> */
#include "pycucc_thrust_decls.h"
