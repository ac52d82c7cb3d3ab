/* pycucc parse-only: <cub/iterator/tex_obj_input_iterator.cuh> */
#include "../cub.cuh"
