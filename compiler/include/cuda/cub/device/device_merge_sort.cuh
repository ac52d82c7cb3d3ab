/* pycucc parse-only: <cub/device/device_merge_sort.cuh> */
#include "../cub.cuh"
