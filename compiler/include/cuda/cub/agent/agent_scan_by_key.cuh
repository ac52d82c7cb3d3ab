/* pycucc parse-only: <cub/agent/agent_scan_by_key.cuh> */
#include "../cub.cuh"
