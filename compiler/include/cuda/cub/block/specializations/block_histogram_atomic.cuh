/* pycucc parse-only: <cub/block/specializations/block_histogram_atomic.cuh> */
#include "../../cub.cuh"
