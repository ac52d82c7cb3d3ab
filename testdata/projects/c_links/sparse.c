/* A C program of the CUDA runtime and cuSPARSE, compiled by the C compiler. */
#include <cuda_runtime_api.h>
#include <cusparse.h>
#include <stdio.h>

int main(void) {
  int devices = -1;
  cudaError_t e = cudaGetDeviceCount(&devices);
  printf("c_links: %d devices (%s)\n", e == cudaSuccess ? devices : 0, cudaGetErrorName(e));
  cusparseHandle_t handle;
  cusparseStatus_t s = cusparseCreate(&handle);
  printf("c_links: cusparseCreate: %s\n", s == CUSPARSE_STATUS_SUCCESS ? "ok" : "failed");
  if (s == CUSPARSE_STATUS_SUCCESS)
    cusparseDestroy(handle);
  return e == cudaSuccess ? 0 : 1;
}
