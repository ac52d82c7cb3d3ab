/* pycucc parse-only: <cub/device/device_partition.cuh> */
#include "../cub.cuh"
