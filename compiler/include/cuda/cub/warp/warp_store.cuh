/* pycucc parse-only: <cub/warp/warp_store.cuh> */
#include "../cub.cuh"
