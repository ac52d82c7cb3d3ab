/* pycucc parse-only: <cub/warp/specializations/warp_exchange_smem.cuh> */
#include "../../cub.cuh"
