/* Parse-only shim: what nvcc's <cuda_profiler_api.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_CUDA_PROFILER_API_H
#define PYCUCC_SHIM_CUDA_PROFILER_API_H
#define __CUDA_PROFILER_API_H__  /* the CUDA header's include guard, which code may test */
#include "pycucc_cuda_parse.h"
#endif
