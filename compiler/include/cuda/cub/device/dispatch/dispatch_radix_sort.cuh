/* pycucc parse-only: <cub/device/dispatch/dispatch_radix_sort.cuh> */
#include "../../cub.cuh"
