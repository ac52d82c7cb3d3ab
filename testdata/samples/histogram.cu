// Histogram with shared-memory privatisation: atomicAdd on int and float, atomicMax, and an
// atomicCAS loop that keeps the minimum of a float (there is no float atomicMin in CUDA).
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define NBINS 64

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
        float w = 0.5f + (v & 3);  // exactly representable, so float sums are order-independent
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
    cudaMalloc(&d_data, n * sizeof(int));
    cudaMalloc(&d_bins, NBINS * sizeof(int));
    cudaMalloc(&d_w, NBINS * sizeof(float));
    cudaMalloc(&d_max, sizeof(int));
    cudaMalloc(&d_minw, sizeof(float));
    cudaMemcpy(d_data, h_data, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d_bins, 0, NBINS * sizeof(int));
    cudaMemset(d_w, 0, NBINS * sizeof(float));
    cudaMemset(d_max, 0, sizeof(int));
    float big = 1e30f;
    cudaMemcpy(d_minw, &big, sizeof(float), cudaMemcpyHostToDevice);

    histogram<<<128, 256>>>(d_data, n, d_bins, d_w, d_max, d_minw);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("kernel failed: %s\nFAIL\n", cudaGetErrorString(err));
        return 1;
    }

    int bins[NBINS], max_value;
    float w[NBINS], min_w;
    cudaMemcpy(bins, d_bins, sizeof(bins), cudaMemcpyDeviceToHost);
    cudaMemcpy(w, d_w, sizeof(w), cudaMemcpyDeviceToHost);
    cudaMemcpy(&max_value, d_max, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&min_w, d_minw, sizeof(float), cudaMemcpyDeviceToHost);

    bool ok = (max_value == ref_max) && (min_w == 0.5f);
    for (int b = 0; b < NBINS; ++b)
        ok = ok && bins[b] == ref_bins[b] && fabsf(w[b] - ref_w[b]) <= 1e-6f * ref_w[b];
    printf("max=%d (ref %d) min weight=%.1f bin0=%d (ref %d)\n", max_value, ref_max, min_w, bins[0], ref_bins[0]);
    printf("%s\n", ok ? "PASS" : "FAIL");

    cudaFree(d_data); cudaFree(d_bins); cudaFree(d_w); cudaFree(d_max); cudaFree(d_minw);
    free(h_data);
    return ok ? 0 : 1;
}
