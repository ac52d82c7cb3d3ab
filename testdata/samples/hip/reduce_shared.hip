// Block-wide sum reduction in shared memory (static tile and dynamic extern __shared__), in HIP.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define BLOCK 256

#define HIP_CHECK(call)                                                          \
    do {                                                                         \
        hipError_t e_ = (call);                                                  \
        if (e_ != hipSuccess) {                                                  \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_)); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

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
    const int n = 1000003;
    std::vector<int> h(n);
    long long expected = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = (i % 17) - 8;
        expected += h[i];
    }

    const int blocks = (n + BLOCK * 2 - 1) / (BLOCK * 2);
    int *d_in, *d_partial, *d_total;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_partial, blocks * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_total, sizeof(int)));
    HIP_CHECK(hipMemcpy(d_in, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_total, 0, sizeof(int)));

    hipLaunchKernelGGL(reduce_static, dim3(blocks), dim3(BLOCK), 0, 0, d_in, d_partial, n);
    hipLaunchKernelGGL(reduce_dynamic, dim3(1), dim3(512), 512 * sizeof(int), 0, d_partial, d_total, blocks);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    int total = 0;
    HIP_CHECK(hipMemcpy(&total, d_total, sizeof(int), hipMemcpyDeviceToHost));
    std::vector<int> partial(blocks);
    HIP_CHECK(hipMemcpy(partial.data(), d_partial, blocks * sizeof(int), hipMemcpyDeviceToHost));
    bool ok = (total == (int)expected);
    for (int b = 0; b < blocks && ok; ++b) {
        long long s = 0;
        for (int i = b * BLOCK * 2; i < (b + 1) * BLOCK * 2 && i < n; ++i) s += h[i];
        ok = (partial[b] == (int)s);
    }

    printf("sum = %d (expected %lld)\n", total, expected);
    printf("%s\n", ok ? "PASS" : "FAIL");
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_partial));
    HIP_CHECK(hipFree(d_total));
    return ok ? 0 : 1;
}
