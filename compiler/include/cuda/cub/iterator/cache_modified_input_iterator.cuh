/* pycucc parse-only: <cub/iterator/cache_modified_input_iterator.cuh> */
#include "../cub.cuh"
