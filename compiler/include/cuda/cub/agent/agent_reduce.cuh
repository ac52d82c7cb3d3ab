/* pycucc parse-only: <cub/agent/agent_reduce.cuh> */
#include "../cub.cuh"
