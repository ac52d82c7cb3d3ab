/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_three_way_partition.cuh> */
#include "../../../cub.cuh"
