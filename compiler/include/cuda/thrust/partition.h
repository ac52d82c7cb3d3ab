/* pycucc parse-only: <thrust/partition.h> */
#include "pycucc_thrust_decls.h"
