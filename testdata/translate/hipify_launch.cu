// OPTIONS: launch_syntax=ggl
// hipify-clang's --hip-kernel-execution-syntax on the launch shapes real code has: every launch statement becomes
// hipLaunchKernelGGL(kernel, dim3(grid), dim3(block), shmem, stream, args...), wherever it stands.
#include <cuda_runtime.h>
#define K_GRID(n) (((n) + 255) / 256)
#define THREADS 256
// CHECK: #define LAUNCH_ADD(n, a, b) hipLaunchKernelGGL(add, dim3(K_GRID(n)), dim3(THREADS), 0, 0, n, a, b)
#define LAUNCH_ADD(n, a, b) add<<<K_GRID(n), THREADS>>>(n, a, b)
// CHECK: #define RUN_ON(s, ...) do { hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, s, __VA_ARGS__); } while (0)
#define RUN_ON(s, ...) do { add<<<1, 1, 0, s>>>(__VA_ARGS__); } while (0)

__global__ void add(int n, const float *a, float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] += a[i];
}
template <typename T> __global__ void axpy(T alpha, const T *x, T *y) { y[threadIdx.x] += alpha * x[threadIdx.x]; }
namespace ns {
__global__ void test_0() {}
}
__global__ void test_0() {}
struct Cpu { int n; };

void run(int n, const float *A, float *B, cudaStream_t stream, cudaStream_t *streams) {
  dim3 dimGrid(K_GRID(n)), dimBlock(THREADS);
  Cpu cpu{n};
  // CHECK:   hipLaunchKernelGGL(add, dim3(dimGrid), dim3(dimBlock), 0, 0, n, A, B);
  add<<<dimGrid, dimBlock>>>(n, A, B);
  // CHECK:   hipLaunchKernelGGL(add, dim3(K_GRID(cpu.n)), dim3(dimBlock), 0, stream, n, A, B);
  add<<<K_GRID(cpu.n), dimBlock, 0, stream>>>(n, A, B);
  // CHECK:   hipLaunchKernelGGL(add, dim3(1), dim3(THREADS), 4 * sizeof(float), streams[1], n, A, B);
  add<<<1, THREADS, 4 * sizeof(float), streams[1]>>>(n, A, B);
  // CHECK:   hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, hipStreamPerThread, n, A, B);
  add<<<1, 1, 0, cudaStreamPerThread>>>(n, A, B);
  // CHECK:   hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, (hipStream_t)0, n, A, B);
  add<<<1, 1, 0, (cudaStream_t)0>>>(n, A, B);
  // CHECK:   hipLaunchKernelGGL(HIP_KERNEL_NAME(axpy<float>), dim3(dimGrid), dim3(dimBlock), 0, 0, 2.0f, A, B);
  axpy<float><<<dimGrid, dimBlock>>>(2.0f, A, B);
  // CHECK:   hipLaunchKernelGGL(::test_0, dim3(1), dim3(1), 0, 0);
  ::test_0<<<1, 1>>>();
  // CHECK:   hipLaunchKernelGGL(ns::test_0, dim3(1), dim3(1), 0, 0);
  ns::test_0<<<1, 1>>>();
#if defined(USE_ALT)
  // CHECK:   hipLaunchKernelGGL(add, dim3(1), dim3(32), 0, stream, n, A, B);
  add<<<1, 32, 0, stream>>>(n, A, B);
#else
  // CHECK:   hipLaunchKernelGGL(add, dim3(2), dim3(32), 0, stream, n, A, B);
  add<<<2, 32, 0, stream>>>(n, A, B);
#endif
  for (int i = 0; i < 2; ++i)
    // CHECK:     hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, streams[i], n, A, B);
    add<<<1, 1, 0, streams[i]>>>(n, A, B);
  if (n > 1)
    // CHECK:     hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, 0, n, A, B);
    add<<<1, 1>>>(n, A, B);
  else
    // CHECK:     hipLaunchKernelGGL(add, dim3(2), dim3(2), 0, 0, n, A, B);
    add<<<2, 2>>>(n, A, B);
  // CHECK:   LAUNCH_ADD(n, A, B);
  LAUNCH_ADD(n, A, B);
  // CHECK:   RUN_ON(stream, n, A, B);
  RUN_ON(stream, n, A, B);
  // CHECK:   hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, 0, n,
  add<<<1, 1>>>(n,
                A /* input */, B);
}

// A launch inside an expression keeps the chevrons (hipLaunchKernelGGL is a statement), with a warning.
int launched(int n, const float *A, float *B) {
  // DIAG: warning PCC1012
  return (add<<<1, 1>>>(n, A, B), 0);
}
