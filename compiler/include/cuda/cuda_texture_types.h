/* Parse-only shim: what nvcc's <cuda_texture_types.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_CUDA_TEXTURE_TYPES_H
#define PYCUCC_SHIM_CUDA_TEXTURE_TYPES_H
#include "pycucc_cuda_parse.h"
#endif
