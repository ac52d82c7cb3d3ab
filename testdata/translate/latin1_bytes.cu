// Sources are bytes: this file holds Latin-1 bytes (©, a Windows-1252 ’ and é), which nvcc passes
// through comments and string literals as they are; so does the translation.
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

// © 2024 someone’s lab
__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }

int main() {
  char *d;
  // CHECK:   hipMalloc(&d, 8);
  cudaMalloc(&d, 8);
  // CHECK:   hipMemcpy(d, "café", 5, hipMemcpyHostToDevice); /* « copied » */
  cudaMemcpy(d, "café", 5, cudaMemcpyHostToDevice); /* « copied » */
  // CHECK:   hipFree(d);
  cudaFree(d);
  return 0;
}
