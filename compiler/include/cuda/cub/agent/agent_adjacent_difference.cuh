/* pycucc parse-only: <cub/agent/agent_adjacent_difference.cuh> */
#include "../cub.cuh"
