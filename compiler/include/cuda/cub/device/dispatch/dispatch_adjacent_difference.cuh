/* pycucc parse-only: <cub/device/dispatch/dispatch_adjacent_difference.cuh> */
#include "../../cub.cuh"
