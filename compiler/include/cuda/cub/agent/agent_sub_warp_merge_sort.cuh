/* pycucc parse-only: <cub/agent/agent_sub_warp_merge_sort.cuh> */
#include "../cub.cuh"
