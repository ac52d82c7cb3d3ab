// cuSPARSE calls whose hipSPARSE counterpart takes other arguments; compiled against hipSPARSE's headers.
// LIBRARY: hipsparse
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipsparse/hipsparse.h>
#include <cusparse.h>

cusparseStatus_t solve(cusparseHandle_t h, const float* alpha, cusparseSpMatDescr_t A, cusparseDnMatDescr_t B,
                       cusparseDnMatDescr_t C, cusparseSpSMDescr_t d) {
  // CHECK:   auto taken = &hipsparseSpSM_solve;
  auto taken = &cusparseSpSM_solve;
  (void)taken;
  // CHECK:   return hipsparseSpSM_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE, alpha, A, B, C, HIP_R_32F,
  return cusparseSpSM_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE, alpha, A, B, C, CUDA_R_32F,
  // CHECK:                             HIPSPARSE_SPSM_ALG_DEFAULT, d, nullptr);
                            CUSPARSE_SPSM_ALG_DEFAULT, d);
}
