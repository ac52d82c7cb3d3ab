/* pycucc parse-only: <cub/device/dispatch/dispatch_rle.cuh> */
#include "../../cub.cuh"
