/* pycucc parse-only: <cub/grid/grid_even_share.cuh> */
#include "../cub.cuh"
