/* pycucc parse-only: <cub/config.cuh> */
#include "cub.cuh"
