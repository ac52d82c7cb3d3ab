/* pycucc parse-only: <cub/agent/agent_reduce_by_key.cuh> */
#include "../cub.cuh"
