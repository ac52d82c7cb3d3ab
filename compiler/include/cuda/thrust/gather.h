/* pycucc parse-only: <thrust/gather.h> */
#include "pycucc_thrust_decls.h"
