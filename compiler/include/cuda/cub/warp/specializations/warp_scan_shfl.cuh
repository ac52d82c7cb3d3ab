/* pycucc parse-only: <cub/warp/specializations/warp_scan_shfl.cuh> */
#include "../../cub.cuh"
