/* pycucc parse-only: <thrust/iterator/transform_iterator.h> */
#include "../pycucc_thrust_decls.h"
