/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_adjacent_difference.cuh> */
#include "../../../cub.cuh"
