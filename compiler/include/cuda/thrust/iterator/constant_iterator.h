/* pycucc parse-only: <thrust/iterator/constant_iterator.h> */
#include "../pycucc_thrust_decls.h"
