/* pycucc parse-only: <cub/agent/agent_radix_sort_histogram.cuh> */
#include "../cub.cuh"
