// CUDA dynamic parallelism: launches and device-runtime calls inside device code have no HIP equivalent; the same
// calls in host code are fine.
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p) {
  // DIAG: error PCC1017
  child<<<1, 32>>>(p);
  // DIAG: error PCC1017
  cudaDeviceSynchronize();
  // DIAG: error PCC1017
  void *buf = cudaGetParameterBuffer(64, 64);
  // DIAG: error PCC1017
  cudaLaunchDevice((void *)child, buf, dim3(1), dim3(32), 0, 0);
}

int main() {
  int *p = nullptr;
  parent<<<1, 1>>>(p);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
