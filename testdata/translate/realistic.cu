// A realistic single-file CUDA program: error-check macro, template kernel, constant memory, events, streams.
// The CHECK lines below are the HIP text expected on the line that follows each of them.

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

// CHECK: #define CUDA_CHECK(call) do { hipError_t err_ = (call); if (err_ != hipSuccess) { report(hipGetErrorString(err_), hipGetErrorName(err_)); } } while (0)
#define CUDA_CHECK(call) do { cudaError_t err_ = (call); if (err_ != cudaSuccess) { report(cudaGetErrorString(err_), cudaGetErrorName(err_)); } } while (0)

static void report(const char *what, const char *name) {
  fprintf(stderr, "CUDA error: %s (%s)\n", what, name);
  exit(1);
}

__constant__ float coeffs[4];

template <int BLOCK>
__global__ void scale_sum(const float *in, float *out, int n) {
  __shared__ float tile[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] * coeffs[0] : 0.0f;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) tile[threadIdx.x] += tile[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(out, tile[0]);
}

#if 0
// Inactive code is translated too, so the file stays consistent whichever way the condition goes.
// CHECK: static void legacy(float *p) { hipDeviceSynchronize(); hipFree(p); }
static void legacy(float *p) { cudaDeviceSynchronize(); cudaFree(p); }
#endif

int main() {
  const int n = 1 << 16;
  float *d_in = nullptr, *d_out = nullptr;
  float h_coeffs[4] = {2.0f, 0.0f, 0.0f, 0.0f};
  // CHECK:   hipEvent_t start, stop;
  cudaEvent_t start, stop;
  // CHECK:   hipStream_t stream;
  cudaStream_t stream;
  // CHECK:   CUDA_CHECK(hipMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  // CHECK:   CUDA_CHECK(hipMalloc((void **)&d_out, sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&d_out, sizeof(float)));
  // CHECK:   CUDA_CHECK(hipMemset(d_out, 0, sizeof(float)));
  CUDA_CHECK(cudaMemset(d_out, 0, sizeof(float)));
  // CHECK:   CUDA_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coeffs), h_coeffs, sizeof(h_coeffs)));
  CUDA_CHECK(cudaMemcpyToSymbol(coeffs, h_coeffs, sizeof(h_coeffs)));
  // CHECK:   CUDA_CHECK(hipEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&start));
  // CHECK:   CUDA_CHECK(hipEventCreateWithFlags(&stop, hipEventDefault));
  CUDA_CHECK(cudaEventCreate(&stop, cudaEventDefault));
  // CHECK:   CUDA_CHECK(hipStreamCreate(&stream));
  CUDA_CHECK(cudaStreamCreate(&stream));
  // CHECK:   CUDA_CHECK(hipEventRecord(start, stream));
  CUDA_CHECK(cudaEventRecord(start, stream));
  // CHECK:   scale_sum<256><<<n / 256, 256, 0, stream>>>(d_in, d_out, n);
  scale_sum<256><<<n / 256, 256, 0, stream>>>(d_in, d_out, n);
  // CHECK:   CUDA_CHECK(hipGetLastError());
  CUDA_CHECK(cudaGetLastError());
  // CHECK:   CUDA_CHECK(hipEventRecord(stop, stream));
  CUDA_CHECK(cudaEventRecord(stop, stream));
  // CHECK:   CUDA_CHECK(hipEventSynchronize(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f, total = 0.0f;
  // CHECK:   CUDA_CHECK(hipEventElapsedTime(&ms, start, stop));
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  // CHECK:   CUDA_CHECK(hipMemcpy(&total, d_out, sizeof(float), hipMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&total, d_out, sizeof(float), cudaMemcpyDeviceToHost));
  printf("sum %f in %.3f ms\n", total, ms);
  // CHECK:   CUDA_CHECK(hipStreamDestroy(stream));
  CUDA_CHECK(cudaStreamDestroy(stream));
  // CHECK:   hipEventDestroy(start); hipEventDestroy(stop);
  cudaEventDestroy(start); cudaEventDestroy(stop);
  // CHECK:   hipFree(d_in); hipFree(d_out);
  cudaFree(d_in); cudaFree(d_out);
  return 0;
}
