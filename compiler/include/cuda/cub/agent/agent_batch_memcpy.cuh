/* pycucc parse-only: <cub/agent/agent_batch_memcpy.cuh> */
#include "../cub.cuh"
