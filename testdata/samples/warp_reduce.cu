// Warp-level primitives: a shuffle-based block sum and a ballot-based predicate count.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define CUDA_CHECK(call)                                                          \
    do {                                                                          \
        cudaError_t e = (call);                                                   \
        if (e != cudaSuccess) {                                                   \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
            exit(EXIT_FAILURE);                                                   \
        }                                                                         \
    } while (0)

__device__ __forceinline__ float warp_sum(float v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

__global__ void block_sum(const float* in, float* block_out, int n)
{
    __shared__ float warp_totals[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int warp = threadIdx.x / warpSize;

    float v = (i < n) ? in[i] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) warp_totals[warp] = v;
    __syncthreads();

    if (warp == 0) {
        int nwarps = (blockDim.x + warpSize - 1) / warpSize;
        v = (lane < nwarps) ? warp_totals[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0) block_out[blockIdx.x] = v;
    }
}

// Counts elements above a threshold with one atomic per 32-lane group.
__global__ void count_above(const float* in, int n, float threshold, unsigned* count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        // The last warp may be partial: only ask the lanes that took this branch.
        unsigned active = __activemask();
        unsigned votes = __ballot_sync(active, in[i] > threshold);
        int leader = __ffs(active) - 1;
        if ((threadIdx.x & 31) == leader) atomicAdd(count, __popc(votes));
    }
}

int main()
{
    const int n = 100000;
    const int block = 256;
    const int grid = (n + block - 1) / block;

    float* h_in = (float*)malloc(n * sizeof(float));
    double ref_sum = 0.0;
    unsigned ref_count = 0;
    for (int i = 0; i < n; ++i) {
        h_in[i] = (float)((i * 37) % 101) / 100.0f - 0.25f;
        ref_sum += h_in[i];
        if (h_in[i] > 0.5f) ++ref_count;
    }

    float *d_in, *d_blocks;
    unsigned* d_count;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_blocks, grid * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_count, sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_count, 0, sizeof(unsigned)));

    block_sum<<<grid, block>>>(d_in, d_blocks, n);
    CUDA_CHECK(cudaGetLastError());
    count_above<<<grid, block>>>(d_in, n, 0.5f, d_count);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    float* h_blocks = (float*)malloc(grid * sizeof(float));
    unsigned count = 0;
    CUDA_CHECK(cudaMemcpy(h_blocks, d_blocks, grid * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&count, d_count, sizeof(unsigned), cudaMemcpyDeviceToHost));
    double sum = 0.0;
    for (int b = 0; b < grid; ++b) sum += h_blocks[b];

    bool ok = fabs(sum - ref_sum) <= 1e-3 * fabs(ref_sum) + 1e-2 && count == ref_count;
    printf("sum=%.4f (ref %.4f) count=%u (ref %u)\n", sum, ref_sum, count, ref_count);
    printf("%s\n", ok ? "PASS" : "FAIL");

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_blocks));
    CUDA_CHECK(cudaFree(d_count));
    free(h_in);
    free(h_blocks);
    return ok ? 0 : 1;
}
