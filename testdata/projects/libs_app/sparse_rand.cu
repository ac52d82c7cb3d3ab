// cuSPARSE and cuRAND handles made with their status checks, then a kernel on random numbers: what a program does
// before its first real work. Without a GPU each step reports its error and the program exits 1.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>
#include <cusparse.h>

__global__ void scale(float* x, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  int devices = 0;
  cudaError_t e = cudaGetDeviceCount(&devices);
  printf("sparse_rand: %d devices (%s)\n", devices, cudaGetErrorName(e));
  cusparseHandle_t sparse;
  cusparseStatus_t s = cusparseCreate(&sparse);
  printf("sparse_rand: cusparseCreate: %s\n", cusparseGetErrorName(s));
  curandGenerator_t gen;
  curandStatus_t r = curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  printf("sparse_rand: curandCreateGenerator: %s\n", r == CURAND_STATUS_SUCCESS ? "ok" : "failed");
  if (e != cudaSuccess || s != CUSPARSE_STATUS_SUCCESS || r != CURAND_STATUS_SUCCESS) return 1;
  const int n = 1 << 10;
  float* x;
  cudaMalloc(&x, n * sizeof(float));
  curandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  curandGenerateUniform(gen, x, n);
  scale<<<(n + 255) / 256, 256>>>(x, n, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(x);
  curandDestroyGenerator(gen);
  cusparseDestroy(sparse);
  return 0;
}
