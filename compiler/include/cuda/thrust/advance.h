/* pycucc parse-only: <thrust/advance.h> */
#include "pycucc_thrust_decls.h"
