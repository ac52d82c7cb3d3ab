/* pycucc parse-only: <cub/block/block_radix_rank.cuh> */
#include "../cub.cuh"
