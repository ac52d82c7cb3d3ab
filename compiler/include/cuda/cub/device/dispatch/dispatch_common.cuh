/* pycucc parse-only: <cub/device/dispatch/dispatch_common.cuh> */
#include "../../cub.cuh"
