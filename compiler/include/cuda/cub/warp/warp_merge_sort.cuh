/* pycucc parse-only: <cub/warp/warp_merge_sort.cuh> */
#include "../cub.cuh"
