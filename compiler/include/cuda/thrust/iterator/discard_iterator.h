/* pycucc parse-only: <thrust/iterator/discard_iterator.h> */
#include "../pycucc_thrust_decls.h"
