/* pycucc parse-only: <cub/agent/agent_radix_sort_onesweep.cuh> */
#include "../cub.cuh"
