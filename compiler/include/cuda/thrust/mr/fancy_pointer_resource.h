/* pycucc parse-only: <thrust/mr/fancy_pointer_resource.h> */
#include "../pycucc_thrust_decls.h"
