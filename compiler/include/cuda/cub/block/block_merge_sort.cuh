/* pycucc parse-only: <cub/block/block_merge_sort.cuh> */
#include "../cub.cuh"
