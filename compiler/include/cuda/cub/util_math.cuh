/* pycucc parse-only: <cub/util_math.cuh> */
#include "cub.cuh"
