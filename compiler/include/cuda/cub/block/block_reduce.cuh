/* pycucc parse-only: <cub/block/block_reduce.cuh> */
#include "../cub.cuh"
