/* pycucc parse-only: <thrust/find.h> */
#include "pycucc_thrust_decls.h"
