/* pycucc parse-only: <cub/agent/agent_radix_sort_downsweep.cuh> */
#include "../cub.cuh"
