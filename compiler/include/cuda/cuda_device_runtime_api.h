/* Parse-only shim: what nvcc's <cuda_device_runtime_api.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_CUDA_DEVICE_RUNTIME_API_H
#define PYCUCC_SHIM_CUDA_DEVICE_RUNTIME_API_H
#include "pycucc_cuda_parse.h"
#endif
