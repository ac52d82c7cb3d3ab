/* pycucc parse-only: <cub/block/specializations/block_reduce_raking.cuh> */
#include "../../cub.cuh"
