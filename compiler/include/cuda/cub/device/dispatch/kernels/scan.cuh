/* pycucc parse-only: <cub/device/dispatch/kernels/scan.cuh> */
#include "../../../cub.cuh"
