/* pycucc parse-only: <cub/device/device_for.cuh> */
#include "../cub.cuh"
