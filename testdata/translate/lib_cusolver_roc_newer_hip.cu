// The ROC option: cusolver names whose rocsolver form is newer than the rocsolver headers the tests compile against: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// OPTIONS: roc=true
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <rocsolver/rocsolver.h>
#include <cusolverDn.h>
// CHECK: #include <rocsolver/rocsolver.h>
#include <cusolver_common.h>

void use_all() {
  // CHECK:   (void)rocblas_status_arch_mismatch;
  (void)CUSOLVER_STATUS_ARCH_MISMATCH;
}
