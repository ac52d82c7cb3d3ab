/* pycucc parse-only: <cub/device/dispatch/dispatch_streaming_reduce.cuh> */
#include "../../cub.cuh"
