/* pycucc parse-only: <cub/util_ptx.cuh> */
#include "cub.cuh"
