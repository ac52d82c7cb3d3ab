/* pycucc parse-only: <cub/agent/agent_three_way_partition.cuh> */
#include "../cub.cuh"
