/* pycucc parse-only: <cub/thread/thread_reduce.cuh> */
#include "../cub.cuh"
