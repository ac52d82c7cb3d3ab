/* pycucc parse-only: <cub/device/dispatch/dispatch_reduce_by_key.cuh> */
#include "../../cub.cuh"
