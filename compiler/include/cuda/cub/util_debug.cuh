/* pycucc parse-only: <cub/util_debug.cuh> */
#include "cub.cuh"
