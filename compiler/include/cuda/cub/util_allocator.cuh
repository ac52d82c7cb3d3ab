/* pycucc parse-only: <cub/util_allocator.cuh> */
#include "cub.cuh"
