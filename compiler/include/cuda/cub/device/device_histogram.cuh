/* pycucc parse-only: <cub/device/device_histogram.cuh> */
#include "../cub.cuh"
