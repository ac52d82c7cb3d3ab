/* pycucc parse-only: <cub/block/specializations/block_scan_warp_scans.cuh> */
#include "../../cub.cuh"
