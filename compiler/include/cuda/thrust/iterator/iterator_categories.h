/* pycucc parse-only: <thrust/iterator/iterator_categories.h> */
#include "../pycucc_thrust_decls.h"
