/* pycucc parse-only: <cub/thread/thread_scan.cuh> */
#include "../cub.cuh"
