/* pycucc parse-only: <cub/device/dispatch/dispatch_scan.cuh> */
#include "../../cub.cuh"
