#include "histogram.cuh"

#define BINS 256
__global__ void histogram256(const float *in, float *bins, int n) {
    __shared__ unsigned int local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[((unsigned int)in[i]) % BINS], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&bins[b], (float)local[b]);
}

    extern "C" const char *histogram_error_string(int code) { return cudaGetErrorString((cudaError_t)code); }

    extern "C" int run_histogram(int n, float *checksum) {
        float *h = new float[n];
        for (int i = 0; i < n; ++i) h[i] = (float)(i % 7);
        float *d_in = nullptr, *d_out = nullptr;
        cudaError_t err = cudaMalloc(&d_in, n * sizeof(float));
        if (err == cudaSuccess) err = cudaMalloc(&d_out, n * sizeof(float));
        if (err == cudaSuccess) err = cudaMemcpy(d_in, h, n * sizeof(float), cudaMemcpyHostToDevice);
        if (err == cudaSuccess) err = cudaMemset(d_out, 0, n * sizeof(float));
        if (err == cudaSuccess) {
            histogram256<<<32, 256>>>(d_in, d_out, n);
            err = cudaGetLastError();
        }
        if (err == cudaSuccess) err = cudaMemcpy(h, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
        float sum = 0.0f;
        for (int i = 0; err == cudaSuccess && i < n; ++i) sum += h[i];
        *checksum = sum;
        cudaFree(d_in);
        cudaFree(d_out);
        delete[] h;
        return (int)err;
    }
