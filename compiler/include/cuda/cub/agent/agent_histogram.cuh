/* pycucc parse-only: <cub/agent/agent_histogram.cuh> */
#include "../cub.cuh"
