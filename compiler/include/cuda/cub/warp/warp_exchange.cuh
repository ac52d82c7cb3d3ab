/* pycucc parse-only: <cub/warp/warp_exchange.cuh> */
#include "../cub.cuh"
