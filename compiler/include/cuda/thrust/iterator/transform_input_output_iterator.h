/* pycucc parse-only: <thrust/iterator/transform_input_output_iterator.h> */
#include "../pycucc_thrust_decls.h"
