// Module-scope device variables: polynomial coefficients in __constant__ memory set with
// cudaMemcpyToSymbol, and a __device__ counter read back with cudaMemcpyFromSymbol.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define DEGREE 8

__constant__ float c_coeffs[DEGREE + 1];
__constant__ float c_threshold;
__device__ unsigned int d_above;
__device__ float d_last_value;

__global__ void eval_poly(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float acc = c_coeffs[DEGREE];
    for (int k = DEGREE - 1; k >= 0; --k) acc = acc * v + c_coeffs[k];  // Horner
    y[i] = acc;
    if (acc > c_threshold) atomicAdd(&d_above, 1u);
    if (i == n - 1) d_last_value = acc;
}

static float host_poly(const float* c, float v)
{
    float acc = c[DEGREE];
    for (int k = DEGREE - 1; k >= 0; --k) acc = fmaf(acc, v, c[k]);
    return acc;
}

int main()
{
    const int n = 50000;
    float coeffs[DEGREE + 1];
    for (int k = 0; k <= DEGREE; ++k) coeffs[k] = (k % 2 ? -1.0f : 1.0f) / (float)(k + 1);
    const float threshold = 0.8f;

    float* h_x = (float*)malloc(n * sizeof(float));
    float* h_y = (float*)malloc(n * sizeof(float));
    for (int i = 0; i < n; ++i) h_x[i] = -1.0f + 2.0f * (float)i / (float)(n - 1);

    float *d_x, *d_y;
    cudaMalloc(&d_x, n * sizeof(float));
    cudaMalloc(&d_y, n * sizeof(float));
    cudaMemcpy(d_x, h_x, n * sizeof(float), cudaMemcpyHostToDevice);

    cudaMemcpyToSymbol(c_coeffs, coeffs, sizeof(coeffs));
    cudaMemcpyToSymbol(c_threshold, &threshold, sizeof(float));
    unsigned zero = 0;
    cudaMemcpyToSymbol(d_above, &zero, sizeof(zero), 0, cudaMemcpyHostToDevice);

    eval_poly<<<(n + 255) / 256, 256>>>(d_x, d_y, n);
    cudaError_t err = cudaGetLastError();
    if (err == cudaSuccess) err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error: %s\nFAIL\n", cudaGetErrorString(err));
        return 1;
    }

    unsigned above = 0;
    float last = 0.0f;
    cudaMemcpyFromSymbol(&above, d_above, sizeof(above));
    cudaMemcpyFromSymbol(&last, d_last_value, sizeof(float), 0, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_y, d_y, n * sizeof(float), cudaMemcpyDeviceToHost);

    // Count on the host from the device's own results so a value within rounding of the
    // threshold cannot make the two counts disagree.
    unsigned ref_above = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float want = host_poly(coeffs, h_x[i]);
        if (fabsf(h_y[i] - want) > 1e-5f * fmaxf(1.0f, fabsf(want))) ++bad;
        if (h_y[i] > threshold) ++ref_above;
    }
    bool ok = bad == 0 && above == ref_above && last == h_y[n - 1];
    printf("above threshold: %u (ref %u), last=%f, %d value errors\n", above, ref_above, last, bad);
    printf("%s\n", ok ? "PASS" : "FAIL");

    cudaFree(d_x);
    cudaFree(d_y);
    free(h_x);
    free(h_y);
    return ok ? 0 : 1;
}
