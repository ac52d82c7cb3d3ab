/* pycucc parse-only: <cub/block/block_histogram.cuh> */
#include "../cub.cuh"
