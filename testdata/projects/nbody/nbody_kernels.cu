#include "nbody.cuh"

__constant__ float softening = 1e-3f;
__device__ float3 body_force(float4 bi, float4 bj, float3 acc) {
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float inv = rsqrtf(r.x * r.x + r.y * r.y + r.z * r.z + softening);
    float s = bj.w * inv * inv * inv;
    acc.x += r.x * s; acc.y += r.y * s; acc.z += r.z * s;
    return acc;
}
__global__ void nbody_step(const float *pos, float *vel, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n / 4) return;
    const float4 *p = reinterpret_cast<const float4 *>(pos);
    float3 acc = make_float3(0.0f, 0.0f, 0.0f);
    for (int j = 0; j < n / 4; ++j) acc = body_force(p[i], p[j], acc);
    vel[4 * i] += acc.x * 0.01f; vel[4 * i + 1] += acc.y * 0.01f; vel[4 * i + 2] += acc.z * 0.01f;
}

    extern "C" const char *nbody_error_string(int code) { return cudaGetErrorString((cudaError_t)code); }

    extern "C" int run_nbody(int n, float *checksum) {
        float *h = new float[n];
        for (int i = 0; i < n; ++i) h[i] = (float)(i % 7);
        float *d_in = nullptr, *d_out = nullptr;
        cudaError_t err = cudaMalloc(&d_in, n * sizeof(float));
        if (err == cudaSuccess) err = cudaMalloc(&d_out, n * sizeof(float));
        if (err == cudaSuccess) err = cudaMemcpy(d_in, h, n * sizeof(float), cudaMemcpyHostToDevice);
        if (err == cudaSuccess) err = cudaMemset(d_out, 0, n * sizeof(float));
        if (err == cudaSuccess) {
            nbody_step<<<(n / 4 + 127) / 128, 128>>>(d_in, d_out, n);
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
