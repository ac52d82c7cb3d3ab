/* pycucc parse-only: <thrust/transform.h> */
#include "pycucc_thrust_decls.h"
