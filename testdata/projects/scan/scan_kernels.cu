#include "scan.cuh"

template <typename T, int BLOCK>
__global__ void scan_block(const T *in, T *out, int n) {
    __shared__ T buf[BLOCK];
    int g = blockIdx.x * BLOCK + threadIdx.x;
    buf[threadIdx.x] = g < n ? in[g] : T(0);
    __syncthreads();
    for (int off = 1; off < BLOCK; off *= 2) {
        T v = threadIdx.x >= off ? buf[threadIdx.x - off] : T(0);
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
    }
    if (g < n) out[g] = buf[threadIdx.x];
}

    extern "C" const char *scan_error_string(int code) { return cudaGetErrorString((cudaError_t)code); }

    extern "C" int run_scan(int n, float *checksum) {
        float *h = new float[n];
        for (int i = 0; i < n; ++i) h[i] = (float)(i % 7);
        float *d_in = nullptr, *d_out = nullptr;
        cudaError_t err = cudaMalloc(&d_in, n * sizeof(float));
        if (err == cudaSuccess) err = cudaMalloc(&d_out, n * sizeof(float));
        if (err == cudaSuccess) err = cudaMemcpy(d_in, h, n * sizeof(float), cudaMemcpyHostToDevice);
        if (err == cudaSuccess) err = cudaMemset(d_out, 0, n * sizeof(float));
        if (err == cudaSuccess) {
            scan_block<float, 256><<<(n + 255) / 256, 256>>>(d_in, d_out, n);
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
