/* pycucc parse-only: <cub/device/dispatch/dispatch_transform.cuh> */
#include "../../cub.cuh"
