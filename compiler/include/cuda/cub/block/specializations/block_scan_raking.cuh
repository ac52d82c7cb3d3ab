/* pycucc parse-only: <cub/block/specializations/block_scan_raking.cuh> */
#include "../../cub.cuh"
