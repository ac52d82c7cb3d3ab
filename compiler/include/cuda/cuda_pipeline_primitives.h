/* Parse-only shim of <cuda_pipeline_primitives.h>: the asynchronous-copy primitives (pycucc_compat.h defines them). */
#ifndef PYCUCC_SHIM_CUDA_PIPELINE_PRIMITIVES_H
#define PYCUCC_SHIM_CUDA_PIPELINE_PRIMITIVES_H
#define _CUDA_PIPELINE_PRIMITIVES_H_
#include "pycucc_cuda_parse.h"
__device__ void __pipeline_memcpy_async(void *__restrict__ dst_shared, const void *__restrict__ src_global,
                                        size_t size_and_align, size_t zfill = 0);
__device__ void __pipeline_commit();
__device__ void __pipeline_wait_prior(size_t prior);
#endif
