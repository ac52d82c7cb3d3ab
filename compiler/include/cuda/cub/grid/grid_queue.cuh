/* pycucc parse-only: <cub/grid/grid_queue.cuh> */
#include "../cub.cuh"
