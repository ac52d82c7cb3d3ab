/* pycucc parse-only: <cub/device/dispatch/dispatch_unique_by_key.cuh> */
#include "../../cub.cuh"
