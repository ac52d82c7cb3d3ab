/* pycucc parse-only: <cub/thread/thread_store.cuh> */
#include "../cub.cuh"
