// Host-side API of the project; the stream type comes from the CUDA runtime.
#pragma once
#include <cuda_runtime_api.h>

void vecadd(const float *a, const float *b, float *c, int n, cudaStream_t stream);
float block_sums(const float *in, int n);
