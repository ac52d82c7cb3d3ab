// cuBLAS and cuFFT from a CUDA source; cuSOLVER from host C++ (solver.cpp).
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cufft.h>

int solver_status();

__global__ void fill(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = 1.0f;
}

int main() {
  cublasHandle_t blas;
  cublasStatus_t b = cublasCreate(&blas);
  printf("blas_fft: cublasCreate: %s\n", b == CUBLAS_STATUS_SUCCESS ? "ok" : "failed");
  cufftHandle plan;
  cufftResult f = cufftPlan1d(&plan, 256, CUFFT_C2C, 4);
  printf("blas_fft: cufftPlan1d: %s\n", f == CUFFT_SUCCESS ? "ok" : "failed");
  int solver = solver_status();
  if (b != CUBLAS_STATUS_SUCCESS || f != CUFFT_SUCCESS || solver != 0) return 1;
  const int n = 64;
  float *a, *c;
  cudaMalloc(&a, n * n * sizeof(float));
  cudaMalloc(&c, n * n * sizeof(float));
  fill<<<(n * n + 255) / 256, 256>>>(a, n * n);
  const float one = 1.0f, zero = 0.0f;
  cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, a, n, &zero, c, n);
  cudaDeviceSynchronize();
  cudaFree(a);
  cudaFree(c);
  cufftDestroy(plan);
  cublasDestroy(blas);
  return 0;
}
