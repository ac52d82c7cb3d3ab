/* pycucc parse-only: <cub/util_macro.cuh> */
#include "cub.cuh"
