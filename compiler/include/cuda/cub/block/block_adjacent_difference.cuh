/* pycucc parse-only: <cub/block/block_adjacent_difference.cuh> */
#include "../cub.cuh"
