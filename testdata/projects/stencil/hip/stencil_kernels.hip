// Hand-written HIP twin of ../stencil_kernels.cu (the baseline `make bench` builds with clang directly).
#include "stencil.h"

#define RADIUS 1
#define BLOCK 256
__global__ void stencil1d(const float *in, float *out, int n) {
    __shared__ float tile[BLOCK + 2 * RADIUS];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    tile[l] = g < n ? in[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        tile[l - RADIUS] = g >= RADIUS ? in[g - RADIUS] : 0.0f;
        tile[l + BLOCK] = g + BLOCK < n ? in[g + BLOCK] : 0.0f;
    }
    __syncthreads();
    if (g < n) out[g] = (tile[l - 1] + tile[l] + tile[l + 1]) / 3.0f;
}

    extern "C" const char *stencil_error_string(int code) { return hipGetErrorString((hipError_t)code); }

    extern "C" int run_stencil(int n, float *checksum) {
        float *h = new float[n];
        for (int i = 0; i < n; ++i) h[i] = (float)(i % 7);
        float *d_in = nullptr, *d_out = nullptr;
        hipError_t err = hipMalloc(&d_in, n * sizeof(float));
        if (err == hipSuccess) err = hipMalloc(&d_out, n * sizeof(float));
        if (err == hipSuccess) err = hipMemcpy(d_in, h, n * sizeof(float), hipMemcpyHostToDevice);
        if (err == hipSuccess) err = hipMemset(d_out, 0, n * sizeof(float));
        if (err == hipSuccess) {
            stencil1d<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d_in, d_out, n);
            err = hipGetLastError();
        }
        if (err == hipSuccess) err = hipMemcpy(h, d_out, n * sizeof(float), hipMemcpyDeviceToHost);
        float sum = 0.0f;
        for (int i = 0; err == hipSuccess && i < n; ++i) sum += h[i];
        *checksum = sum;
        hipFree(d_in);
        hipFree(d_out);
        delete[] h;
        return (int)err;
    }
