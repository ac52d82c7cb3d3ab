/* pycucc parse-only: <cub/device/dispatch/dispatch_scan_by_key.cuh> */
#include "../../cub.cuh"
