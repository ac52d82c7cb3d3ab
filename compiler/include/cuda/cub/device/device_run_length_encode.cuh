/* pycucc parse-only: <cub/device/device_run_length_encode.cuh> */
#include "../cub.cuh"
