// The asynchronous-copy primitives of cuda_pipeline.h (pycucc_compat.h copies at once): 16-, 8- and 4-byte copies,
// one with zero fill, a commit per stage and waits on the older stage first, as a double-buffered loop does. Each
// thread then reads a neighbour's element, so a missing copy or fill shows (tests/test_pipeline_primitives.py).
#include <cuda_runtime.h>
// CHECK: __global__ void staged(const float4* in4, const float2* in2, const int* in1, float* out) {
#include <cuda_pipeline.h>
#include <cuda_pipeline_primitives.h>
__global__ void staged(const float4* in4, const float2* in2, const int* in1, float* out) {
    __shared__ float4 a[64];
    __shared__ float2 b[64];
    __shared__ int c[64];
    __shared__ int d[64][4];
    const unsigned int t = threadIdx.x;
    // CHECK:     __pipeline_memcpy_async(&a[t], &in4[blockIdx.x * 64 + t], sizeof(float4));
    __pipeline_memcpy_async(&a[t], &in4[blockIdx.x * 64 + t], sizeof(float4));
    __pipeline_memcpy_async(&b[t], &in2[blockIdx.x * 64 + t], sizeof(float2));
    __pipeline_commit();
    __pipeline_memcpy_async(&c[t], &in1[blockIdx.x * 64 + t], sizeof(int));
    __pipeline_memcpy_async(d[t], &in1[blockIdx.x * 64 + (t & ~3)], 16, t % 4 * 4);
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    float* o = out + blockIdx.x * 64 * 12;
    const unsigned int n = (t + 1) % 64;
    o[t * 12 + 0] = a[n].x; o[t * 12 + 1] = a[n].y; o[t * 12 + 2] = a[n].z; o[t * 12 + 3] = a[n].w;
    o[t * 12 + 4] = b[n].x; o[t * 12 + 5] = b[n].y;
    __pipeline_wait_prior(0);
    __syncthreads();
    o[t * 12 + 6] = c[n];
    o[t * 12 + 7] = 0;
    for (int k = 0; k < 4; ++k) o[t * 12 + 8 + k] = d[n][k];
}
