/* pycucc parse-only: <cub/block/specializations/block_reduce_warp_reductions.cuh> */
#include "../../cub.cuh"
