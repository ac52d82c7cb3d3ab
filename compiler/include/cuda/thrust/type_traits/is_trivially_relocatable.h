/* pycucc parse-only: <thrust/type_traits/is_trivially_relocatable.h> */
#include "../pycucc_thrust_decls.h"
