/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_merge_sort.cuh> */
#include "../../../cub.cuh"
