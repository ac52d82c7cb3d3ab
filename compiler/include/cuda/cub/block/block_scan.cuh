/* pycucc parse-only: <cub/block/block_scan.cuh> */
#include "../cub.cuh"
