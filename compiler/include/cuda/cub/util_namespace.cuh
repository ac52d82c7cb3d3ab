/* pycucc parse-only: <cub/util_namespace.cuh> */
#include "cub.cuh"
