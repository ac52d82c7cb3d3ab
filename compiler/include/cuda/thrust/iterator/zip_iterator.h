/* pycucc parse-only: <thrust/iterator/zip_iterator.h> */
#include "../pycucc_thrust_decls.h"
