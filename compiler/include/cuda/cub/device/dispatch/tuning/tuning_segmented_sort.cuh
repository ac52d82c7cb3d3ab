/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_segmented_sort.cuh> */
#include "../../../cub.cuh"
