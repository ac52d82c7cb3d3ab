/* pycucc parse-only: <cub/device/device_transform.cuh> */
#include "../cub.cuh"
