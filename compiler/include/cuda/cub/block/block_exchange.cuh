/* pycucc parse-only: <cub/block/block_exchange.cuh> */
#include "../cub.cuh"
