/* pycucc parse-only: <cub/warp/warp_scan.cuh> */
#include "../cub.cuh"
