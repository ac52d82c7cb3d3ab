/* pycucc parse-only: <thrust/version.h> */
#include "pycucc_thrust_decls.h"
