/* pycucc parse-only: <cub/warp/specializations/warp_reduce_shfl.cuh> */
#include "../../cub.cuh"
