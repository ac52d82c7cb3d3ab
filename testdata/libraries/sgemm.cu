// C = alpha * A * B + beta * C with cuBLAS, column-major as in BLAS, with the error checks real code has.
// Link: -lcublas. A complex GEMM (cuDoubleComplex) and a strided-batched GEMM share the handle and stream.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cuComplex.h>

#define CUDA_CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)
#define CUBLAS_CHECK(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) { \
    fprintf(stderr, "%s:%d: cuBLAS error %d\n", __FILE__, __LINE__, (int)s_); exit(1); } } while (0)

int main() {
  const int m = 64, n = 32, k = 48;
  std::vector<float> A(m * k, 1.0f), B(k * n, 2.0f), C(m * n, 0.0f);
  float *dA, *dB, *dC;
  CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dC, C.size() * sizeof(float)));
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  CUBLAS_CHECK(cublasSetStream(handle, stream));
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
  CUBLAS_CHECK(cublasSetMatrix(m, k, sizeof(float), A.data(), m, dA, m));
  CUBLAS_CHECK(cublasSetMatrix(k, n, sizeof(float), B.data(), k, dB, k));
  const float alpha = 1.0f, beta = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m));
  CUBLAS_CHECK(cublasSgemmStridedBatched(handle, CUBLAS_OP_T, CUBLAS_OP_N, k, n, m, &alpha, dA, m, 0, dC, m, 0,
                                         &beta, dB, k, 0, 1));
  CUBLAS_CHECK(cublasGetMatrix(m, n, sizeof(float), dC, m, C.data(), m));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  cuDoubleComplex *dZ;
  CUDA_CHECK(cudaMalloc(&dZ, 16 * sizeof(cuDoubleComplex)));
  const cuDoubleComplex one = make_cuDoubleComplex(1.0, 0.0), zero = make_cuDoubleComplex(0.0, 0.0);
  CUBLAS_CHECK(cublasZgemm(handle, CUBLAS_OP_C, CUBLAS_OP_N, 4, 4, 4, &one, dZ, 4, dZ, 4, &zero, dZ, 4));
  int idx = 0;
  CUBLAS_CHECK(cublasIsamax(handle, m * n, dC, 1, &idx));

  printf("C[0] = %f (expected %f), amax at %d\n", C[0], 2.0f * k, idx);
  CUBLAS_CHECK(cublasDestroy(handle));
  CUDA_CHECK(cudaStreamDestroy(stream));
  cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dZ);
  return C[0] == 2.0f * k ? 0 : 1;
}
