// Histogram with shared-memory privatisation in HIP: atomicAdd (int, float), atomicMax, and a
// CAS loop for a float minimum.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define NBINS 64

#define HIP_CHECK(call)                                                          \
    do {                                                                         \
        hipError_t e_ = (call);                                                  \
        if (e_ != hipSuccess) {                                                  \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_)); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__device__ float atomicMinFloat(float* addr, float value)
{
    int* as_int = (int*)addr;
    int old = *as_int;
    while (value < __int_as_float(old)) {
        int assumed = old;
        old = atomicCAS(as_int, assumed, __float_as_int(value));
        if (old == assumed) break;
    }
    return __int_as_float(old);
}

__global__ void histogram(const int* data, int n, int* bins, float* weight_sums,
                          int* max_value, float* min_weight)
{
    __shared__ int local[NBINS];
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) local[b] = 0;
    __syncthreads();

    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        int v = data[i];
        int bin = v % NBINS;
        float w = 0.5f + (v & 3);
        atomicAdd(&local[bin], 1);
        atomicAdd(&weight_sums[bin], w);
        atomicMax(max_value, v);
        atomicMinFloat(min_weight, w);
    }
    __syncthreads();

    for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
        if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main()
{
    const int n = 1 << 18;
    int* h_data = (int*)malloc(n * sizeof(int));
    int ref_bins[NBINS] = {0};
    float ref_w[NBINS] = {0};
    int ref_max = 0;
    unsigned seed = 12345u;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1664525u + 1013904223u;
        h_data[i] = (int)((seed >> 8) % 100000u);
        ref_bins[h_data[i] % NBINS]++;
        ref_w[h_data[i] % NBINS] += 0.5f + (h_data[i] & 3);
        if (h_data[i] > ref_max) ref_max = h_data[i];
    }

    int *d_data, *d_bins, *d_max;
    float *d_w, *d_minw;
    HIP_CHECK(hipMalloc(&d_data, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_bins, NBINS * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_w, NBINS * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_max, sizeof(int)));
    HIP_CHECK(hipMalloc(&d_minw, sizeof(float)));
    HIP_CHECK(hipMemcpy(d_data, h_data, n * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_bins, 0, NBINS * sizeof(int)));
    HIP_CHECK(hipMemset(d_w, 0, NBINS * sizeof(float)));
    HIP_CHECK(hipMemset(d_max, 0, sizeof(int)));
    float big = 1e30f;
    HIP_CHECK(hipMemcpy(d_minw, &big, sizeof(float), hipMemcpyHostToDevice));

    hipLaunchKernelGGL(histogram, dim3(128), dim3(256), 0, 0, d_data, n, d_bins, d_w, d_max, d_minw);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    int bins[NBINS], max_value;
    float w[NBINS], min_w;
    HIP_CHECK(hipMemcpy(bins, d_bins, sizeof(bins), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(w, d_w, sizeof(w), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&max_value, d_max, sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&min_w, d_minw, sizeof(float), hipMemcpyDeviceToHost));

    bool ok = (max_value == ref_max) && (min_w == 0.5f);
    for (int b = 0; b < NBINS; ++b)
        ok = ok && bins[b] == ref_bins[b] && fabsf(w[b] - ref_w[b]) <= 1e-6f * ref_w[b];
    printf("max=%d (ref %d) min weight=%.1f bin0=%d (ref %d)\n", max_value, ref_max, min_w, bins[0], ref_bins[0]);
    printf("%s\n", ok ? "PASS" : "FAIL");

    HIP_CHECK(hipFree(d_data)); HIP_CHECK(hipFree(d_bins)); HIP_CHECK(hipFree(d_w));
    HIP_CHECK(hipFree(d_max)); HIP_CHECK(hipFree(d_minw));
    free(h_data);
    return ok ? 0 : 1;
}
