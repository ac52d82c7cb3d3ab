/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_batch_memcpy.cuh> */
#include "../../../cub.cuh"
