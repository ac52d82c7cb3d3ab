/* pycucc parse-only: <thrust/zip_function.h> */
#include "pycucc_thrust_decls.h"
