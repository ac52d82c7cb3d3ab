/* Parse-only shim: what nvcc's <texture_fetch_functions.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_TEXTURE_FETCH_FUNCTIONS_H
#define PYCUCC_SHIM_TEXTURE_FETCH_FUNCTIONS_H
#include "pycucc_cuda_parse.h"
#endif
