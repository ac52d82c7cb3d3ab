/* A helper header in the style of NVIDIA's helper_cuda.h: what it defines depends on which CUDA headers the
 * including file saw before it, told by their include guards. */
#ifndef HELPER_CUDA_H
#define HELPER_CUDA_H
#include <stdio.h>
#include <stdlib.h>

#ifdef __DRIVER_TYPES_H__
static const char *error_name(cudaError_t e) { return cudaGetErrorName(e); }
#endif

#ifdef __CUDA_RUNTIME_H__
#define check_cuda(call) check_result((call), #call, __FILE__, __LINE__)
static inline int check_result(cudaError_t e, const char *what, const char *file, int line) {
  if (e != cudaSuccess) {
    fprintf(stderr, "toolkit_app: CUDA error: %s (%s) at %s:%d: %s\n", error_name(e), cudaGetErrorString(e), file,
            line, what);
    return 1;
  }
  return 0;
}
#endif

/* kernels.cu and reduce.cu */
void scale(float4 *data, int n, float factor);
float sum(const float *data, int n);
#endif
