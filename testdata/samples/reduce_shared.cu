// Block-wide sum reduction in shared memory: one kernel with a static tile, one with a
// dynamically sized `extern __shared__` buffer, then a second pass over the partial sums.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define BLOCK 256

__global__ void reduce_static(const int* in, int* partial, int n)
{
    __shared__ int tile[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    int v = 0;
    if (i < n) v += in[i];
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    tile[tid] = v;
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) tile[tid] += tile[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = tile[0];
}

// Same algorithm; the tile size comes from the third launch parameter.
__global__ void reduce_dynamic(const int* in, int* out, int n)
{
    extern __shared__ int buf[];
    unsigned tid = threadIdx.x;
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x) v += in[i];
    buf[tid] = v;
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) buf[tid] += buf[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = buf[0];
}

int main()
{
    const int n = 1000003;  // deliberately not a multiple of the block size
    std::vector<int> h(n);
    long long expected = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = (i % 17) - 8;
        expected += h[i];
    }

    const int blocks = (n + BLOCK * 2 - 1) / (BLOCK * 2);
    int *d_in, *d_partial, *d_total;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_partial, blocks * sizeof(int));
    cudaMalloc(&d_total, sizeof(int));
    cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d_total, 0, sizeof(int));

    reduce_static<<<blocks, BLOCK>>>(d_in, d_partial, n);
    // One block finishes the job over the partial sums.
    reduce_dynamic<<<1, 512, 512 * sizeof(int)>>>(d_partial, d_total, blocks);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        fprintf(stderr, "launch failed: %s\n", cudaGetErrorString(err));
        return 1;
    }
    cudaDeviceSynchronize();

    int total = 0;
    cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost);

    // Check the partial sums too, not only the final value.
    std::vector<int> partial(blocks);
    cudaMemcpy(partial.data(), d_partial, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    bool ok = (total == (int)expected);
    for (int b = 0; b < blocks && ok; ++b) {
        long long s = 0;
        for (int i = b * BLOCK * 2; i < (b + 1) * BLOCK * 2 && i < n; ++i) s += h[i];
        ok = (partial[b] == (int)s);
    }

    printf("sum = %d (expected %lld)\n", total, expected);
    printf("%s\n", ok ? "PASS" : "FAIL");
    cudaFree(d_in);
    cudaFree(d_partial);
    cudaFree(d_total);
    return ok ? 0 : 1;
}
