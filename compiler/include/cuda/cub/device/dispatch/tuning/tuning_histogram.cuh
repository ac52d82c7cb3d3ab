/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_histogram.cuh> */
#include "../../../cub.cuh"
