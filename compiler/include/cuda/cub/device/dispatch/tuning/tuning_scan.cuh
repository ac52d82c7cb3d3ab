/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_scan.cuh> */
#include "../../../cub.cuh"
