/* pycucc parse-only: <cub/device/dispatch/kernels/reduce.cuh> */
#include "../../../cub.cuh"
