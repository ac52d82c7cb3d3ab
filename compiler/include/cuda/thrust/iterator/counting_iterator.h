/* pycucc parse-only: <thrust/iterator/counting_iterator.h> */
#include "../pycucc_thrust_decls.h"
