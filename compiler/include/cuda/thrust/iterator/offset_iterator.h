/* pycucc parse-only: <thrust/iterator/offset_iterator.h> */
#include "../pycucc_thrust_decls.h"
