// cucomplex names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cuComplex.h>
#include <library_types.h>

void use_all() {
  // DIAG: error PCC1002
  (void)CUDA_R_8F_E4M3;
  // DIAG: error PCC1002
  (void)CUDA_R_8F_UE4M3;
  // DIAG: error PCC1002
  (void)CUDA_R_8F_E5M2;
  // DIAG: error PCC1002
  (void)CUDA_R_8F_UE8M0;
  // DIAG: error PCC1002
  (void)CUDA_R_6F_E2M3;
  // DIAG: error PCC1002
  (void)CUDA_R_6F_E3M2;
  // DIAG: error PCC1002
  (void)CUDA_R_4F_E2M1;
  // DIAG: error PCC1002
  (void)(cudaEmulationStrategy_t *)0;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_STRATEGY_DEFAULT;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_STRATEGY_PERFORMANT;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_STRATEGY_EAGER;
  // DIAG: error PCC1002
  (void)(cudaEmulationStrategy *)0;
  // DIAG: error PCC1002
  (void)(cudaEmulationMantissaControl_t *)0;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_MANTISSA_CONTROL_FIXED;
  // DIAG: error PCC1002
  (void)(cudaEmulationMantissaControl *)0;
  // DIAG: error PCC1002
  (void)(cudaEmulationSpecialValuesSupport_t *)0;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY;
  // DIAG: error PCC1002
  (void)CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN;
  // DIAG: error PCC1002
  (void)(cudaEmulationSpecialValuesSupport *)0;
}
