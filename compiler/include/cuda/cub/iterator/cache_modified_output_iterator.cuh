/* pycucc parse-only: <cub/iterator/cache_modified_output_iterator.cuh> */
#include "../cub.cuh"
