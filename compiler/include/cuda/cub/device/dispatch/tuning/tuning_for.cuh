/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_for.cuh> */
#include "../../../cub.cuh"
