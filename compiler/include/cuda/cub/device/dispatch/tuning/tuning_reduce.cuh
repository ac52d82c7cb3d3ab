/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_reduce.cuh> */
#include "../../../cub.cuh"
