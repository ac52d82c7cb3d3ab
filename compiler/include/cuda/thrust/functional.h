/* pycucc parse-only: <thrust/functional.h> */
#include "pycucc_thrust_decls.h"
