/* pycucc parse-only: <cub/device/dispatch/kernels/for_each.cuh> */
#include "../../../cub.cuh"
