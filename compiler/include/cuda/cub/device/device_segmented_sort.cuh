/* pycucc parse-only: <cub/device/device_segmented_sort.cuh> */
#include "../cub.cuh"
