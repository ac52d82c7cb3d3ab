/* Parse-only shim: what nvcc's <vector_functions.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_VECTOR_FUNCTIONS_H
#define PYCUCC_SHIM_VECTOR_FUNCTIONS_H
#include "pycucc_cuda_parse.h"
#endif
