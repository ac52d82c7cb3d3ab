/* pycucc parse-only: <cub/util_policy_wrapper_t.cuh> */
#include "cub.cuh"
