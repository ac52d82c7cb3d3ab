/* Parse-only shim: what nvcc's <cuda.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_CUDA_H
#define PYCUCC_SHIM_CUDA_H
#include "pycucc_cuda_parse.h"
#endif
