/* pycucc parse-only: <thrust/type_traits/integer_sequence.h> */
#include "../pycucc_thrust_decls.h"
