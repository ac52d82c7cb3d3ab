/* pycucc parse-only: <cub/warp/warp_load.cuh> */
#include "../cub.cuh"
