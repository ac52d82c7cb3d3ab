/* pycucc parse-only: <cub/agent/agent_unique_by_key.cuh> */
#include "../cub.cuh"
