// cucomplex names whose HIP counterpart is newer than the ROCm headers the tests compile against (hip_since), or in a library Debian lacks: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cuComplex.h>
// CHECK: #include <hip/library_types.h>
#include <library_types.h>

void use_all() {
  // CHECK:   (void)(hipDataType *)0;
  (void)(cudaDataType_t *)0;
  // CHECK:   (void)HIP_R_16F;
  (void)CUDA_R_16F;
  // CHECK:   (void)HIP_C_16F;
  (void)CUDA_C_16F;
  // CHECK:   (void)HIP_R_16BF;
  (void)CUDA_R_16BF;
  // CHECK:   (void)HIP_C_16BF;
  (void)CUDA_C_16BF;
  // CHECK:   (void)HIP_R_32F;
  (void)CUDA_R_32F;
  // CHECK:   (void)HIP_C_32F;
  (void)CUDA_C_32F;
  // CHECK:   (void)HIP_R_64F;
  (void)CUDA_R_64F;
  // CHECK:   (void)HIP_C_64F;
  (void)CUDA_C_64F;
  // CHECK:   (void)HIP_R_4I;
  (void)CUDA_R_4I;
  // CHECK:   (void)HIP_C_4I;
  (void)CUDA_C_4I;
  // CHECK:   (void)HIP_R_4U;
  (void)CUDA_R_4U;
  // CHECK:   (void)HIP_C_4U;
  (void)CUDA_C_4U;
  // CHECK:   (void)HIP_R_8I;
  (void)CUDA_R_8I;
  // CHECK:   (void)HIP_C_8I;
  (void)CUDA_C_8I;
  // CHECK:   (void)HIP_R_8U;
  (void)CUDA_R_8U;
  // CHECK:   (void)HIP_C_8U;
  (void)CUDA_C_8U;
  // CHECK:   (void)HIP_R_16I;
  (void)CUDA_R_16I;
  // CHECK:   (void)HIP_C_16I;
  (void)CUDA_C_16I;
  // CHECK:   (void)HIP_R_16U;
  (void)CUDA_R_16U;
  // CHECK:   (void)HIP_C_16U;
  (void)CUDA_C_16U;
  // CHECK:   (void)HIP_R_32I;
  (void)CUDA_R_32I;
  // CHECK:   (void)HIP_C_32I;
  (void)CUDA_C_32I;
  // CHECK:   (void)HIP_R_32U;
  (void)CUDA_R_32U;
  // CHECK:   (void)HIP_C_32U;
  (void)CUDA_C_32U;
  // CHECK:   (void)HIP_R_64I;
  (void)CUDA_R_64I;
  // CHECK:   (void)HIP_C_64I;
  (void)CUDA_C_64I;
  // CHECK:   (void)HIP_R_64U;
  (void)CUDA_R_64U;
  // CHECK:   (void)HIP_C_64U;
  (void)CUDA_C_64U;
  // CHECK:   (void)(hipDataType *)0;
  (void)(cudaDataType *)0;
}
