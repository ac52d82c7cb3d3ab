/* pycucc parse-only: <cub/block/specializations/block_histogram_sort.cuh> */
#include "../../cub.cuh"
