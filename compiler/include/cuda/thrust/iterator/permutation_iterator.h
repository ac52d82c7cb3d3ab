/* pycucc parse-only: <thrust/iterator/permutation_iterator.h> */
#include "../pycucc_thrust_decls.h"
