// Kernel templates (type + non-type parameters) instantiated for float and double, in HIP.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define HIP_CHECK(call)                                                          \
    do {                                                                         \
        hipError_t e_ = (call);                                                  \
        if (e_ != hipSuccess) {                                                  \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_)); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

template <typename T, int ITEMS>
__global__ void scale_shift(const T* in, T* out, T scale, T shift, int n)
{
    int base = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        int i = base + k;
        if (i < n) out[i] = in[i] * scale + shift;
    }
}

template <typename T>
__device__ T square(T v) { return v * v; }

template <typename T, int BLOCK>
__global__ void sum_squares(const T* in, T* out, int n)
{
    __shared__ T tile[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    tile[threadIdx.x] = i < n ? square(in[i]) : T(0);
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) tile[threadIdx.x] += tile[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = tile[0];
}

template <typename T>
static bool run(const char* name, double tol)
{
    constexpr int n = 10000, ITEMS = 4, BLOCK = 128;
    T* h_in = (T*)malloc(n * sizeof(T));
    T* h_out = (T*)malloc(n * sizeof(T));
    for (int i = 0; i < n; ++i) h_in[i] = T(i % 100) / T(10);

    const int blocks_ss = (n + BLOCK * ITEMS - 1) / (BLOCK * ITEMS);
    const int blocks_sq = (n + BLOCK - 1) / BLOCK;
    T *d_in, *d_out, *d_part;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(T)));
    HIP_CHECK(hipMalloc(&d_out, n * sizeof(T)));
    HIP_CHECK(hipMalloc(&d_part, blocks_sq * sizeof(T)));
    HIP_CHECK(hipMemcpy(d_in, h_in, n * sizeof(T), hipMemcpyHostToDevice));

    hipLaunchKernelGGL(HIP_KERNEL_NAME(scale_shift<T, ITEMS>), dim3(blocks_ss), dim3(BLOCK), 0, 0,
                       d_in, d_out, T(2), T(-1), n);
    sum_squares<T, BLOCK><<<blocks_sq, BLOCK>>>(d_in, d_part, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    T* h_part = (T*)malloc(blocks_sq * sizeof(T));
    HIP_CHECK(hipMemcpy(h_out, d_out, n * sizeof(T), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(h_part, d_part, blocks_sq * sizeof(T), hipMemcpyDeviceToHost));
    bool ok = true;
    double total = 0, ref_total = 0;
    for (int i = 0; i < n; ++i) {
        ok = ok && fabs((double)h_out[i] - ((double)h_in[i] * 2 - 1)) <= tol;
        ref_total += (double)h_in[i] * (double)h_in[i];
    }
    for (int b = 0; b < blocks_sq; ++b) total += (double)h_part[b];
    ok = ok && fabs(total - ref_total) <= tol * ref_total;
    printf("%s: sum of squares %.3f (ref %.3f) %s\n", name, total, ref_total, ok ? "ok" : "wrong");

    HIP_CHECK(hipFree(d_in)); HIP_CHECK(hipFree(d_out)); HIP_CHECK(hipFree(d_part));
    free(h_in); free(h_out); free(h_part);
    return ok;
}

int main()
{
    bool ok = run<float>("float", 1e-5);
    ok = run<double>("double", 1e-12) && ok;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
