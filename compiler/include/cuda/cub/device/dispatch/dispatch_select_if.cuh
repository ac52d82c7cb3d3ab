/* pycucc parse-only: <cub/device/dispatch/dispatch_select_if.cuh> */
#include "../../cub.cuh"
