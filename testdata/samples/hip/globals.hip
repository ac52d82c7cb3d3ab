// Module-scope device variables in HIP: __constant__ coefficients set with hipMemcpyToSymbol and a
// __device__ counter read back with hipMemcpyFromSymbol.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define DEGREE 8

#define HIP_CHECK(call)                                                          \
    do {                                                                         \
        hipError_t e_ = (call);                                                  \
        if (e_ != hipSuccess) {                                                  \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_)); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

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
    for (int k = DEGREE - 1; k >= 0; --k) acc = acc * v + c_coeffs[k];
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
    HIP_CHECK(hipMalloc(&d_x, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_y, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_x, h_x, n * sizeof(float), hipMemcpyHostToDevice));

    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(c_coeffs), coeffs, sizeof(coeffs)));
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(c_threshold), &threshold, sizeof(float)));
    unsigned zero = 0;
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(d_above), &zero, sizeof(zero), 0, hipMemcpyHostToDevice));

    hipLaunchKernelGGL(eval_poly, dim3((n + 255) / 256), dim3(256), 0, 0, d_x, d_y, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    unsigned above = 0;
    float last = 0.0f;
    HIP_CHECK(hipMemcpyFromSymbol(&above, HIP_SYMBOL(d_above), sizeof(above)));
    HIP_CHECK(hipMemcpyFromSymbol(&last, HIP_SYMBOL(d_last_value), sizeof(float), 0, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(h_y, d_y, n * sizeof(float), hipMemcpyDeviceToHost));

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

    HIP_CHECK(hipFree(d_x));
    HIP_CHECK(hipFree(d_y));
    free(h_x);
    free(h_y);
    return ok ? 0 : 1;
}
