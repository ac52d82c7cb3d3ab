// Host C++ against the toolkit's cusolverDn.h (the C++ compiler, not pycucc): a cuSOLVER handle and its status.
#include <cstdio>
#include <cusolverDn.h>

int solver_status() {
  cusolverDnHandle_t h;
  cusolverStatus_t s = cusolverDnCreate(&h);
  printf("blas_fft: cusolverDnCreate: %s\n", s == CUSOLVER_STATUS_SUCCESS ? "ok" : "failed");
  if (s != CUSOLVER_STATUS_SUCCESS) return 1;
  cusolverDnDestroy(h);
  return 0;
}
