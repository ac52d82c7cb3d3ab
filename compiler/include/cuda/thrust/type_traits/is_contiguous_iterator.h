/* pycucc parse-only: <thrust/type_traits/is_contiguous_iterator.h> */
#include "../pycucc_thrust_decls.h"
