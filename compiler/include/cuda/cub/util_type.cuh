/* pycucc parse-only: <cub/util_type.cuh> */
#include "cub.cuh"
