// SAXPY: y = a*x + y. Relies on nvcc's implicit include of cuda_runtime.h (no #include of it here).
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define CUDA_CHECK(call)                                                        \
    do {                                                                        \
        cudaError_t err_ = (call);                                              \
        if (err_ != cudaSuccess) {                                              \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), \
                    __FILE__, __LINE__);                                        \
            exit(1);                                                            \
        }                                                                       \
    } while (0)

__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y)
{
    // Grid-stride loop so any grid size covers any n.
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
    CUDA_CHECK(cudaMalloc(&dx, bytes));
    CUDA_CHECK(cudaMalloc(&dy, bytes));
    CUDA_CHECK(cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dy, hy, bytes, cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    const int block = 256;
    const int grid = (n + block - 1) / block;
    CUDA_CHECK(cudaEventRecord(start));
    saxpy<<<grid, block>>>(n, a, dx, dy);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    CUDA_CHECK(cudaMemcpy(hy, dy, bytes, cudaMemcpyDeviceToHost));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        if (fabsf(hy[i] - ref[i]) > 1e-5f * fmaxf(1.0f, fabsf(ref[i]))) {
            if (errors < 5) fprintf(stderr, "mismatch at %d: %f vs %f\n", i, hy[i], ref[i]);
            ++errors;
        }
    }
    printf("saxpy n=%d time=%.3f ms\n", n, ms);
    printf("%s\n", errors == 0 ? "PASS" : "FAIL");

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    free(hx);
    free(hy);
    free(ref);
    return errors == 0 ? 0 : 1;
}
