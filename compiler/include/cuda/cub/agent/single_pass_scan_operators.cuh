/* pycucc parse-only: <cub/agent/single_pass_scan_operators.cuh> */
#include "../cub.cuh"
