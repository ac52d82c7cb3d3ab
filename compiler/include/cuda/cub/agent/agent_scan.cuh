/* pycucc parse-only: <cub/agent/agent_scan.cuh> */
#include "../cub.cuh"
