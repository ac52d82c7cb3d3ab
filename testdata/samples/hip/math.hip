// Device math (ocml) in float and double precision, in HIP, checked against the host libm.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define HIP_CHECK(x)                                                              \
    do {                                                                           \
        hipError_t e_ = (x);                                                      \
        if (e_ != hipSuccess) {                                                   \
            fprintf(stderr, "HIP: %s (%s:%d)\n", hipGetErrorString(e_), __FILE__, __LINE__); \
            return 1;                                                              \
        }                                                                          \
    } while (0)

#define NF 6
#define ND 6

__global__ void float_math(const float* x, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    out[i * NF + 0] = expf(v);
    out[i * NF + 1] = sinf(v) + cosf(v);
    out[i * NF + 2] = sqrtf(v + 2.0f);
    out[i * NF + 3] = powf(v + 2.0f, 1.5f);
    out[i * NF + 4] = rsqrtf(v + 2.0f);
    out[i * NF + 5] = fmaf(v, 3.0f, __expf(0.5f * v));  // fast intrinsic: loose tolerance below
}

__global__ void double_math(const double* x, double* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    out[i * ND + 0] = exp(v);
    out[i * ND + 1] = log(v + 2.0);
    out[i * ND + 2] = sin(v) * cos(v);
    out[i * ND + 3] = pow(v + 2.0, 0.75);
    out[i * ND + 4] = erf(v);
    out[i * ND + 5] = sqrt(fabs(v)) + tanh(v);
}

static bool approx_equal(double got, double want, double rel)
{
    return fabs(got - want) <= rel * fmax(1.0, fabs(want));
}

int main()
{
    const int n = 4096;
    float* hxf = (float*)malloc(n * sizeof(float));
    double* hxd = (double*)malloc(n * sizeof(double));
    float* hof = (float*)malloc(n * NF * sizeof(float));
    double* hod = (double*)malloc(n * ND * sizeof(double));
    for (int i = 0; i < n; ++i) {
        hxf[i] = -1.5f + 3.0f * (float)i / n;
        hxd[i] = -1.5 + 3.0 * (double)i / n;
    }

    float *dxf, *dof;
    double *dxd, *dod;
    HIP_CHECK(hipMalloc(&dxf, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&dof, n * NF * sizeof(float)));
    HIP_CHECK(hipMalloc(&dxd, n * sizeof(double)));
    HIP_CHECK(hipMalloc(&dod, n * ND * sizeof(double)));
    HIP_CHECK(hipMemcpy(dxf, hxf, n * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dxd, hxd, n * sizeof(double), hipMemcpyHostToDevice));

    hipLaunchKernelGGL(float_math, dim3((n + 127) / 128), dim3(128), 0, 0, dxf, dof, n);
    hipLaunchKernelGGL(double_math, dim3((n + 127) / 128), dim3(128), 0, 0, dxd, dod, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipMemcpy(hof, dof, n * NF * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(hod, dod, n * ND * sizeof(double), hipMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        double v = hxf[i];
        double wf[NF] = {exp(v), sin(v) + cos(v), sqrt(v + 2.0), pow(v + 2.0, 1.5), 1.0 / sqrt(v + 2.0),
                         v * 3.0 + exp(0.5 * v)};
        for (int k = 0; k < NF; ++k)
            if (!approx_equal(hof[i * NF + k], wf[k], k == 5 ? 1e-4 : 1e-5)) ++bad;
        double d = hxd[i];
        double wd[ND] = {exp(d), log(d + 2.0), sin(d) * cos(d), pow(d + 2.0, 0.75), erf(d),
                         sqrt(fabs(d)) + tanh(d)};
        for (int k = 0; k < ND; ++k)
            if (!approx_equal(hod[i * ND + k], wd[k], 1e-12)) ++bad;
    }
    printf("math: %d mismatches\n", bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");

    HIP_CHECK(hipFree(dxf)); HIP_CHECK(hipFree(dof));
    HIP_CHECK(hipFree(dxd)); HIP_CHECK(hipFree(dod));
    free(hxf); free(hxd); free(hof); free(hod);
    return bad == 0 ? 0 : 1;
}
