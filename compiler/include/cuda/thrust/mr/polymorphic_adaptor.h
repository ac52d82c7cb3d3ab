/* pycucc parse-only: <thrust/mr/polymorphic_adaptor.h> */
#include "../pycucc_thrust_decls.h"
