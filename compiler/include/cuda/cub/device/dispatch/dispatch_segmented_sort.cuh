/* pycucc parse-only: <cub/device/dispatch/dispatch_segmented_sort.cuh> */
#include "../../cub.cuh"
