/* pycucc parse-only: <thrust/type_traits/is_execution_policy.h> */
#include "../pycucc_thrust_decls.h"
