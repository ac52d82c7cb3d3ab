/* pycucc parse-only: <cub/device/device_copy.cuh> */
#include "../cub.cuh"
