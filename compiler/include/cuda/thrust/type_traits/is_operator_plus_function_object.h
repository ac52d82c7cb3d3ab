/* pycucc parse-only: <thrust/type_traits/is_operator_plus_function_object.h> */
#include "../pycucc_thrust_decls.h"
