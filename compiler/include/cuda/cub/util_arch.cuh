/* pycucc parse-only: <cub/util_arch.cuh> */
#include "cub.cuh"
