/* pycucc parse-only: <cub/agent/agent_merge_sort.cuh> */
#include "../cub.cuh"
