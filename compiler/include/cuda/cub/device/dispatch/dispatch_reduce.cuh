/* pycucc parse-only: <cub/device/dispatch/dispatch_reduce.cuh> */
#include "../../cub.cuh"
