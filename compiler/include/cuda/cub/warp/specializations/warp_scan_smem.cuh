/* pycucc parse-only: <cub/warp/specializations/warp_scan_smem.cuh> */
#include "../../cub.cuh"
