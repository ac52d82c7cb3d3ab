/* pycucc parse-only: <cub/block/specializations/block_reduce_raking_commutative_only.cuh> */
#include "../../cub.cuh"
