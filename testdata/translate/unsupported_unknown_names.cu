// Names and headers that belong to CUDA by their spelling but have no rule: reported, never silently kept.
// DIAG: warning PCC1005
#include <cuda_frobnicate.h>
// DIAG: warning PCC1005
#include <device_frobnicate.h>

void unknown_names() {
  // DIAG: warning PCC1001
  cudaFrobnicate();
  // DIAG: warning PCC1001
  curand_frobnicate();
  // DIAG: warning PCC1001
  cuFrobnicate();
  // DIAG: warning PCC1001
  CUfrobnicate f;
  // DIAG: warning PCC1001
  int v = CUDA_FROBNICATE;
  // DIAG: warning PCC1001
  __nv_frobnicate();
}
