/* pycucc parse-only: <cub/device/device_radix_sort.cuh> */
#include "../cub.cuh"
