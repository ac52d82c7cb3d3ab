/* pycucc parse-only: <cub/device/device_select.cuh> */
#include "../cub.cuh"
