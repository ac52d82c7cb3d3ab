/* pycucc parse-only: <cub/warp/specializations/warp_exchange_shfl.cuh> */
#include "../../cub.cuh"
