/* pycucc parse-only: <cub/device/dispatch/kernels/segmented_reduce.cuh> */
#include "../../../cub.cuh"
