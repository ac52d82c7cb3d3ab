/* A C program of the CUDA runtime and cuSPARSE, compiled by the C compiler. */
#include <cuda_runtime_api.h>
#include <cusparse.h>
#include <stdio.h>

int main(void) {
  int devices = -1;
  cudaError_t e = cudaGetDeviceCount(&devices);
  printf("c_links: %d devices (%s)\n", e == cudaSuccess ? devices : 0, cudaGetErrorName(e));
  /* Only with a device: Debian 12's hipSPARSE 5.3.3+dfsg-2~deb12u1 creates a handle with none, and destroying it
     then crashes inside rocsparse_destroy_handle. The calls are linked either way. */
  if (e == cudaSuccess && devices > 0) {
    cusparseHandle_t handle;
    cusparseStatus_t s = cusparseCreate(&handle);
    printf("c_links: cusparseCreate: %s\n", s == CUSPARSE_STATUS_SUCCESS ? "ok" : "failed");
    if (s == CUSPARSE_STATUS_SUCCESS)
      cusparseDestroy(handle);
  } else {
    printf("c_links: cusparseCreate: not called without a device\n");
  }
  return e == cudaSuccess ? 0 : 1;
}
