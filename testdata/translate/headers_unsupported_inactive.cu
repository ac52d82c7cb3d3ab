// A CUDA header HIP has no counterpart of, in an inactive #if branch: a warning, since it matters only if the branch
// is ever enabled (an active one stops the parse, so the branches after it are unknown: headers_unsupported.cu).
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#if defined(USE_FP4)
// DIAG: warning PCC1002
#include <cuda_fp4.h>
#endif

__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }
