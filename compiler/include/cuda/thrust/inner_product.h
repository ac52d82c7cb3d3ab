/* pycucc parse-only: <thrust/inner_product.h> */
#include "pycucc_thrust_decls.h"
