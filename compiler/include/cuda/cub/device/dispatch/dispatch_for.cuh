/* pycucc parse-only: <cub/device/dispatch/dispatch_for.cuh> */
#include "../../cub.cuh"
