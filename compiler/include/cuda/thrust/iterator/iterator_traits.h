/* pycucc parse-only: <thrust/iterator/iterator_traits.h> */
#include "../pycucc_thrust_decls.h"
