// Solve A X = B by LU factorization with partial pivoting (getrf, getrs) in cuSOLVER's dense API.
// Link: -lcusolver. The workspace size is queried first, as cuSOLVER requires.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#define CUSOLVER_CHECK(x) do { cusolverStatus_t s_ = (x); if (s_ != CUSOLVER_STATUS_SUCCESS) { \
    fprintf(stderr, "%s:%d: cuSOLVER error %d\n", __FILE__, __LINE__, (int)s_); return 1; } } while (0)

int main() {
  const int n = 3, nrhs = 1, lda = 3, ldb = 3;
  double hA[] = {4, 2, 1, 2, 5, 3, 1, 3, 6};  // column-major
  double hB[] = {1, 2, 3};
  double *dA, *dB, *work;
  int *ipiv, *info;
  cudaMalloc(&dA, sizeof(hA));
  cudaMalloc(&dB, sizeof(hB));
  cudaMalloc(&ipiv, n * sizeof(int));
  cudaMalloc(&info, sizeof(int));
  cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice);
  cusolverDnHandle_t handle;
  CUSOLVER_CHECK(cusolverDnCreate(&handle));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  CUSOLVER_CHECK(cusolverDnSetStream(handle, stream));
  int lwork = 0;
  CUSOLVER_CHECK(cusolverDnDgetrf_bufferSize(handle, n, n, dA, lda, &lwork));
  cudaMalloc(&work, lwork * sizeof(double));
  CUSOLVER_CHECK(cusolverDnDgetrf(handle, n, n, dA, lda, work, ipiv, info));
  CUSOLVER_CHECK(cusolverDnDgetrs(handle, CUBLAS_OP_N, n, nrhs, dA, lda, ipiv, dB, ldb, info));
  int h_info = 0;
  cudaMemcpy(&h_info, info, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(hB, dB, sizeof(hB), cudaMemcpyDeviceToHost);
  printf("info %d, x = %f %f %f\n", h_info, hB[0], hB[1], hB[2]);
  cusolverDnDestroy(handle);
  cudaFree(dA); cudaFree(dB); cudaFree(work); cudaFree(ipiv); cudaFree(info);
  return h_info;
}
