/* pycucc parse-only: <thrust/tabulate.h> */
#include "pycucc_thrust_decls.h"
