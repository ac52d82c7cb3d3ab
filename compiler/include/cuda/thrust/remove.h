/* pycucc parse-only: <thrust/remove.h> */
#include "pycucc_thrust_decls.h"
