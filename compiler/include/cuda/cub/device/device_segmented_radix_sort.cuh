/* pycucc parse-only: <cub/device/device_segmented_radix_sort.cuh> */
#include "../cub.cuh"
