/* pycucc parse-only: <cub/block/block_store.cuh> */
#include "../cub.cuh"
