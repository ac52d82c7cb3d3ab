/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_select_if.cuh> */
#include "../../../cub.cuh"
