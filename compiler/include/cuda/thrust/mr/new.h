/* pycucc parse-only: <thrust/mr/new.h> */
#include "../pycucc_thrust_decls.h"
