/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_merge.cuh> */
#include "../../../cub.cuh"
