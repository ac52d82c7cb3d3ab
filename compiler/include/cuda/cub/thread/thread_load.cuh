/* pycucc parse-only: <cub/thread/thread_load.cuh> */
#include "../cub.cuh"
