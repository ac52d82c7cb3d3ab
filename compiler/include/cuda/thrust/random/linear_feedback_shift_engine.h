/* pycucc parse-only: <thrust/random/linear_feedback_shift_engine.h> */
#include "../pycucc_thrust_decls.h"
