#include "helper_cuda.h"

__host__ __device__ inline float4 operator*(float4 a, float s) { return make_float4(a.x * s, a.y * s, a.z * s, a.w * s); }

__device__ float4 scaled(float4 v, float s) { return v * s; }

__global__ void sum_kernel(const float *data, int n, float *out) {
  __shared__ float part[256];
  float v = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x) v += data[i];
  part[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) *out = part[0];
}

float sum(const float *data, int n) {
  float *d_out, out = 0.f;
  if (cudaMalloc(&d_out, sizeof(float)) != cudaSuccess) return -1.f;
  sum_kernel<<<1, 256>>>(data, n, d_out);
  cudaMemcpy(&out, d_out, sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d_out);
  return out;
}
