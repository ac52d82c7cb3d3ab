/* pycucc parse-only: <cub/util_cpp_dialect.cuh> */
#include "cub.cuh"
