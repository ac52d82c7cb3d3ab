/* pycucc parse-only: <cub/thread/thread_operators.cuh> */
#include "../cub.cuh"
