/* pycucc parse-only: <cub/util_temporary_storage.cuh> */
#include "cub.cuh"
