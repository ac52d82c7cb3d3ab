/* pycucc parse-only: <cub/device/dispatch/dispatch_batch_memcpy.cuh> */
#include "../../cub.cuh"
