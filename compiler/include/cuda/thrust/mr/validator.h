/* pycucc parse-only: <thrust/mr/validator.h> */
#include "../pycucc_thrust_decls.h"
