/* pycucc parse-only: <cub/block/block_run_length_decode.cuh> */
#include "../cub.cuh"
