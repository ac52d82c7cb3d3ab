/* pycucc parse-only: <cub/block/radix_rank_sort_operations.cuh> */
#include "../cub.cuh"
