/* pycucc parse-only: <cub/agent/agent_select_if.cuh> */
#include "../cub.cuh"
