/* pycucc parse-only: <cub/block/block_shuffle.cuh> */
#include "../cub.cuh"
