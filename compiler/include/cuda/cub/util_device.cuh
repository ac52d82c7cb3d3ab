/* pycucc parse-only: <cub/util_device.cuh> */
#include "cub.cuh"
