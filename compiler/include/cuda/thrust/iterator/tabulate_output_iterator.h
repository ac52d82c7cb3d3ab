/* pycucc parse-only: <thrust/iterator/tabulate_output_iterator.h> */
#include "../pycucc_thrust_decls.h"
