/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_reduce_by_key.cuh> */
#include "../../../cub.cuh"
