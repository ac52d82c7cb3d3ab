/* pycucc parse-only: <thrust/merge.h> */
#include "pycucc_thrust_decls.h"
