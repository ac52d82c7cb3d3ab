/* pycucc parse-only: <thrust/sequence.h> */
#include "pycucc_thrust_decls.h"
