/* pycucc parse-only: <cub/block/block_discontinuity.cuh> */
#include "../cub.cuh"
