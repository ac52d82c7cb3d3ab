/* pycucc parse-only: <cub/device/dispatch/kernels/merge_sort.cuh> */
#include "../../../cub.cuh"
