/* pycucc parse-only: <cub/iterator/arg_index_input_iterator.cuh> */
#include "../cub.cuh"
