/* pycucc parse-only: <cub/device/dispatch/kernels/unique_by_key.cuh> */
#include "../../../cub.cuh"
