/* pycucc parse-only: <cub/device/dispatch/dispatch_merge_sort.cuh> */
#include "../../cub.cuh"
