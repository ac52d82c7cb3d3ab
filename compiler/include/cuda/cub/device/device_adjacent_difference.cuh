/* pycucc parse-only: <cub/device/device_adjacent_difference.cuh> */
#include "../cub.cuh"
