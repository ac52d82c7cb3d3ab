/* pycucc parse-only: <cub/device/dispatch/dispatch_for_each_in_extents.cuh> */
#include "../../cub.cuh"
