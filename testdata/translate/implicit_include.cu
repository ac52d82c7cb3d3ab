// No CUDA include: nvcc includes cuda_runtime.h implicitly, HIP needs it spelled out. hipify-clang puts it right
// before the first #include (after #pragma once or an include guard; at the very top of a file with no include).
// CHECK: #include <hip/hip_runtime.h>
#include <stdio.h>
__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  int *d;
  // CHECK:   hipMalloc(&d, 64 * sizeof(int));
  cudaMalloc(&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d, 7);
  // CHECK:   hipDeviceSynchronize();
  cudaDeviceSynchronize();
  // CHECK:   hipFree(d);
  cudaFree(d);
  return 0;
}
