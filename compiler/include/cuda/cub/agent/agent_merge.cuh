/* pycucc parse-only: <cub/agent/agent_merge.cuh> */
#include "../cub.cuh"
