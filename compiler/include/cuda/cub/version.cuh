/* pycucc parse-only: <cub/version.cuh> */
#include "cub.cuh"
