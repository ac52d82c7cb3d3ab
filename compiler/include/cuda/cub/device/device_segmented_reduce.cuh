/* pycucc parse-only: <cub/device/device_segmented_reduce.cuh> */
#include "../cub.cuh"
