/* pycucc parse-only: <cub/block/block_raking_layout.cuh> */
#include "../cub.cuh"
