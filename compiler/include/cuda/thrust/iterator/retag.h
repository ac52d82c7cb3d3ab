/* pycucc parse-only: <thrust/iterator/retag.h> */
#include "../pycucc_thrust_decls.h"
