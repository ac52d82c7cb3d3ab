/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_unique_by_key.cuh> */
#include "../../../cub.cuh"
