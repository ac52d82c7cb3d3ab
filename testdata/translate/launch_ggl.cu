// OPTIONS: launch_syntax=ggl
// hipify-clang's --hip-kernel-execution-syntax: launches become hipLaunchKernelGGL calls, missing configuration
// values are filled in, a kernel template's instantiation (template arguments written or deduced) is wrapped in
// HIP_KERNEL_NAME, a grid or block spelled dim3(...) is not wrapped again, and a launch in a macro's argument that
// is a statement where the macro expands is converted in place.
#include <cuda_runtime.h>

__global__ void add(int n, const float *a, float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] += a[i];
}

template <typename T, int N>
__global__ void fill(T *p, T v) { p[threadIdx.x % N] = v; }

template <typename T>
__global__ void scale(T *p, T a) { p[threadIdx.x] *= a; }

#define CHECKED(...) do { __VA_ARGS__; (void)cudaGetLastError(); } while (0)

template <typename T>
void scale_all(T *p, cudaStream_t s) {
  // CHECK:   hipLaunchKernelGGL(HIP_KERNEL_NAME(scale), dim3(1), dim3(32), 0, s, p, T(2));
  scale<<<1, 32, 0, s>>>(p, T(2));
}
template void scale_all<float>(float *, cudaStream_t);

void run(int n, const float *a, float *b, cudaStream_t s) {
  dim3 grid((n + 255) / 256), block(256);
  // CHECK:   hipLaunchKernelGGL(add, dim3(grid), dim3(block), 0, 0, n, a, b);
  add<<<grid, block>>>(n, a, b);
  // CHECK:   hipLaunchKernelGGL(add, dim3(grid), dim3(block), 64, s, n, a, b);
  add<<<grid, block, 64, s>>>(n, a, b);
  // CHECK:   hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 4>), dim3(1), dim3(4), 0, s, b, 1.0f);
  fill<float, 4><<<1, 4, 0, s>>>(b, 1.0f);
  // CHECK:   hipLaunchKernelGGL(HIP_KERNEL_NAME(scale), dim3(grid), dim3(block), 0, 0, b, 0.5f);
  scale<<<grid, block>>>(b, 0.5f);
  // CHECK:   hipLaunchKernelGGL(add, dim3(2, 2), dim3(16, 16), 0, s, n, a, b);
  add<<<dim3(2, 2), dim3(16, 16), 0, s>>>(n, a, b);
  // CHECK:   CHECKED(hipLaunchKernelGGL(add, dim3(grid), dim3(block), 0, s, n, a, b));
  CHECKED(add<<<grid, block, 0, s>>>(n, a, b));
  // CHECK:   CHECKED(hipLaunchKernelGGL(HIP_KERNEL_NAME(scale), dim3(1), dim3(32), 0, 0, b, 2.0f));
  CHECKED(scale<<<1, 32>>>(b, 2.0f));
}
