/* pycucc parse-only: <cub/thread/thread_sort.cuh> */
#include "../cub.cuh"
