/* pycucc parse-only: <cub/device/dispatch/dispatch_three_way_partition.cuh> */
#include "../../cub.cuh"
