/* pycucc parse-only: <thrust/type_traits/logical_metafunctions.h> */
#include "../pycucc_thrust_decls.h"
