/* pycucc parse-only: <thrust/addressof.h> */
#include "pycucc_thrust_decls.h"
