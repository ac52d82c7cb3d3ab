/* pycucc parse-only: <cub/grid/grid_mapping.cuh> */
#include "../cub.cuh"
