/* pycucc parse-only: <thrust/type_traits/is_operator_less_or_greater_function_object.h> */
#include "../pycucc_thrust_decls.h"
