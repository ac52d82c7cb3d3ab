/* pycucc parse-only: <thrust/iterator/iterator_adaptor.h> */
#include "../pycucc_thrust_decls.h"
