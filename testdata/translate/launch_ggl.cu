// OPTIONS: launch_syntax=ggl
// hipify-clang's --hip-kernel-execution-syntax: launches become hipLaunchKernelGGL calls, missing configuration
// values are filled in, and a kernel with explicit template arguments is wrapped in HIP_KERNEL_NAME.
#include <cuda_runtime.h>

__global__ void add(int n, const float *a, float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] += a[i];
}

template <typename T, int N>
__global__ void fill(T *p, T v) { p[threadIdx.x % N] = v; }

void run(int n, const float *a, float *b, cudaStream_t s) {
  dim3 grid((n + 255) / 256), block(256);
  // CHECK:   hipLaunchKernelGGL(add, dim3(grid), dim3(block), 0, 0, n, a, b);
  add<<<grid, block>>>(n, a, b);
  // CHECK:   hipLaunchKernelGGL(add, dim3(grid), dim3(block), 64, s, n, a, b);
  add<<<grid, block, 64, s>>>(n, a, b);
  // CHECK:   hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 4>), dim3(1), dim3(4), 0, s, b, 1.0f);
  fill<float, 4><<<1, 4, 0, s>>>(b, 1.0f);
}
