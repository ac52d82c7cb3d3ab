/* pycucc parse-only: <cub/warp/specializations/warp_reduce_smem.cuh> */
#include "../../cub.cuh"
