/* pycucc parse-only: <cub/device/dispatch/kernels/radix_sort.cuh> */
#include "../../../cub.cuh"
