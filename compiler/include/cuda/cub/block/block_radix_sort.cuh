/* pycucc parse-only: <cub/block/block_radix_sort.cuh> */
#include "../cub.cuh"
