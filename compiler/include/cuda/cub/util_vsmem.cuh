/* pycucc parse-only: <cub/util_vsmem.cuh> */
#include "cub.cuh"
