/* pycucc parse-only: <cub/device/dispatch/tuning/tuning_scan_by_key.cuh> */
#include "../../../cub.cuh"
