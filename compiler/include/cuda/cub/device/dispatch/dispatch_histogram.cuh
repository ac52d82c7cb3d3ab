/* pycucc parse-only: <cub/device/dispatch/dispatch_histogram.cuh> */
#include "../../cub.cuh"
