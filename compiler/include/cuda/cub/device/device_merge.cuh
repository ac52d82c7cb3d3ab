/* pycucc parse-only: <cub/device/device_merge.cuh> */
#include "../cub.cuh"
