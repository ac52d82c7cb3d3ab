// y = A x for a sparse matrix in CSR with cuSPARSE's generic API (descriptors, buffer size, compute).
// Link: -lcusparse.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CUSPARSE_CHECK(x) do { cusparseStatus_t s_ = (x); if (s_ != CUSPARSE_STATUS_SUCCESS) { \
    fprintf(stderr, "%s:%d: cuSPARSE error %d\n", __FILE__, __LINE__, (int)s_); return 1; } } while (0)

int main() {
  // 4x4 tridiagonal matrix
  const int rows = 4, cols = 4, nnz = 10;
  int h_offsets[] = {0, 2, 5, 8, 10};
  int h_columns[] = {0, 1, 0, 1, 2, 1, 2, 3, 2, 3};
  float h_values[] = {2, -1, -1, 2, -1, -1, 2, -1, -1, 2};
  float h_x[] = {1, 1, 1, 1};
  int *d_offsets, *d_columns;
  float *d_values, *d_x, *d_y;
  cudaMalloc(&d_offsets, sizeof(h_offsets));
  cudaMalloc(&d_columns, sizeof(h_columns));
  cudaMalloc(&d_values, sizeof(h_values));
  cudaMalloc(&d_x, sizeof(h_x));
  cudaMalloc(&d_y, sizeof(h_x));
  cudaMemcpy(d_offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
  cudaMemcpy(d_columns, h_columns, sizeof(h_columns), cudaMemcpyHostToDevice);
  cudaMemcpy(d_values, h_values, sizeof(h_values), cudaMemcpyHostToDevice);
  cudaMemcpy(d_x, h_x, sizeof(h_x), cudaMemcpyHostToDevice);

  cusparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t x, y;
  CUSPARSE_CHECK(cusparseCreateCsr(&A, rows, cols, nnz, d_offsets, d_columns, d_values, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&x, cols, d_x, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&y, rows, d_y, CUDA_R_32F));
  float alpha = 1.0f, beta = 0.0f;
  size_t bytes = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, x, &beta, y,
                                         CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void* buffer;
  cudaMalloc(&buffer, bytes ? bytes : 1);
  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, x, &beta, y, CUDA_R_32F,
                              CUSPARSE_SPMV_ALG_DEFAULT, buffer));
  float h_y[4];
  cudaMemcpy(h_y, d_y, sizeof(h_y), cudaMemcpyDeviceToHost);
  printf("y = %g %g %g %g (expected 1 0 0 1)\n", h_y[0], h_y[1], h_y[2], h_y[3]);
  cusparseDestroySpMat(A);
  cusparseDestroyDnVec(x);
  cusparseDestroyDnVec(y);
  cusparseDestroy(handle);
  return 0;
}
