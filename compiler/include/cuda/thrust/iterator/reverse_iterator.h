/* pycucc parse-only: <thrust/iterator/reverse_iterator.h> */
#include "../pycucc_thrust_decls.h"
