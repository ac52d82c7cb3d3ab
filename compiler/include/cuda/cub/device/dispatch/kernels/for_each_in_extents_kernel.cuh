/* pycucc parse-only: <cub/device/dispatch/kernels/for_each_in_extents_kernel.cuh> */
#include "../../../cub.cuh"
