/* pycucc parse-only: <cub/device/dispatch/dispatch_merge.cuh> */
#include "../../cub.cuh"
