/* pycucc parse-only: <thrust/iterator/iterator_facade.h> */
#include "../pycucc_thrust_decls.h"
