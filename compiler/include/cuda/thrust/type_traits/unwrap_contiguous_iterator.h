/* pycucc parse-only: <thrust/type_traits/unwrap_contiguous_iterator.h> */
#include "../pycucc_thrust_decls.h"
