/* pycucc parse-only: <cub/thread/thread_search.cuh> */
#include "../cub.cuh"
