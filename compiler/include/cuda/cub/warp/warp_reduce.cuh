/* pycucc parse-only: <cub/warp/warp_reduce.cuh> */
#include "../cub.cuh"
