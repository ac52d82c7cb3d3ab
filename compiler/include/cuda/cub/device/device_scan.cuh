/* pycucc parse-only: <cub/device/device_scan.cuh> */
#include "../cub.cuh"
