/* pycucc parse-only: <cub/device/dispatch/kernels/transform.cuh> */
#include "../../../cub.cuh"
