/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_transform.cuh> */
#include "../../../cub.cuh"
