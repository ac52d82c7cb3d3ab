/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_run_length_encode.cuh> */
#include "../../../cub.cuh"
