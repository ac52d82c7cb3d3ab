/* pycucc parse-only: <cub/block/block_load.cuh> */
#include "../cub.cuh"
