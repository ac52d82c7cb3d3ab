/* pycucc parse-only: <thrust/replace.h> */
#include "pycucc_thrust_decls.h"
