/* pycucc parse-only: <cub/agent/agent_for.cuh> */
#include "../cub.cuh"
