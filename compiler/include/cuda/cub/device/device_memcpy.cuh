/* pycucc parse-only: <cub/device/device_memcpy.cuh> */
#include "../cub.cuh"
