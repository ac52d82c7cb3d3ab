// SAXPY: y = a*x + y, written directly in HIP.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define HIP_CHECK(call)                                                         \
    do {                                                                        \
        hipError_t err_ = (call);                                               \
        if (err_ != hipSuccess) {                                               \
            fprintf(stderr, "HIP error %s at %s:%d\n", hipGetErrorString(err_), \
                    __FILE__, __LINE__);                                        \
            exit(1);                                                            \
        }                                                                       \
    } while (0)

__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        y[i] = a * x[i] + y[i];
    }
}

int main()
{
    const int n = 1 << 20;
    const float a = 2.5f;
    const size_t bytes = n * sizeof(float);

    float* hx = (float*)malloc(bytes);
    float* hy = (float*)malloc(bytes);
    float* ref = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        hx[i] = (float)(i % 1000) * 0.001f;
        hy[i] = (float)((i * 7) % 13) - 6.0f;
        ref[i] = a * hx[i] + hy[i];
    }

    float *dx, *dy;
    HIP_CHECK(hipMalloc(&dx, bytes));
    HIP_CHECK(hipMalloc(&dy, bytes));
    HIP_CHECK(hipMemcpy(dx, hx, bytes, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dy, hy, bytes, hipMemcpyHostToDevice));

    hipEvent_t start, stop;
    HIP_CHECK(hipEventCreate(&start));
    HIP_CHECK(hipEventCreate(&stop));

    const int block = 256;
    const int grid = (n + block - 1) / block;
    HIP_CHECK(hipEventRecord(start, nullptr));
    saxpy<<<grid, block>>>(n, a, dx, dy);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipEventRecord(stop, nullptr));
    HIP_CHECK(hipEventSynchronize(stop));
    float ms = 0.0f;
    HIP_CHECK(hipEventElapsedTime(&ms, start, stop));

    HIP_CHECK(hipMemcpy(hy, dy, bytes, hipMemcpyDeviceToHost));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        if (fabsf(hy[i] - ref[i]) > 1e-5f * fmaxf(1.0f, fabsf(ref[i]))) {
            if (errors < 5) fprintf(stderr, "mismatch at %d: %f vs %f\n", i, hy[i], ref[i]);
            ++errors;
        }
    }
    printf("saxpy n=%d time=%.3f ms\n", n, ms);
    printf("%s\n", errors == 0 ? "PASS" : "FAIL");

    HIP_CHECK(hipEventDestroy(start));
    HIP_CHECK(hipEventDestroy(stop));
    HIP_CHECK(hipFree(dx));
    HIP_CHECK(hipFree(dy));
    free(hx);
    free(hy);
    free(ref);
    return errors == 0 ? 0 : 1;
}
