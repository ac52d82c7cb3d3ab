/* pycucc parse-only: <cub/agent/agent_rle.cuh> */
#include "../cub.cuh"
