/* pycucc parse-only: <cub/agent/agent_segmented_radix_sort.cuh> */
#include "../cub.cuh"
