// Kernels and their host-side launchers.
#include "include/common.cuh"
#include "include/host_api.hpp"
#include "include/util.h"

template <typename T>
__global__ void add(const T *a, const T *b, T *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void block_sum(const float *in, float *out, int n)
{
    __shared__ float partial[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_sum(i < n ? in[i] : 0.0f);
    int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = warp_sum(lane < (int)(blockDim.x / warpSize) ? partial[lane] : 0.0f);
        if (lane == 0) atomicAdd(out, v);
    }
}

void vecadd(const float *a, const float *b, float *c, int n, cudaStream_t stream)
{
    const int block = 256;
    add<float><<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
    CUDA_CHECK(cudaGetLastError());
}

float block_sums(const float *in, int n)
{
    // Block size in whole warps: host code asks the device for its warp size.
    const int block = 4 * warpSize;
    float *d_out = nullptr, result = 0.0f;
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(float)));
    CUDA_CHECK(cudaMemset(d_out, 0, sizeof(float)));
    block_sum<<<(int)(round_up(n, block) / block), block>>>(in, d_out, n);
    CUDA_CHECK(cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_out));
    return result;
}
