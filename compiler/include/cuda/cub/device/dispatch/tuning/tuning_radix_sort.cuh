/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_radix_sort.cuh> */
#include "../../../cub.cuh"
