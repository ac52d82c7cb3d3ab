/* pycucc parse-only: <cub/agent/agent_radix_sort_upsweep.cuh> */
#include "../cub.cuh"
