/* pycucc parse-only: <cub/device/device_reduce.cuh> */
#include "../cub.cuh"
