// cusolver names whose HIP counterpart is newer than the ROCm headers the tests compile against (hip_since), or in a library Debian lacks: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>
#include <cusolver_common.h>
#include <cusolverSp.h>
#include <cusolverRf.h>

void use_all() {
  // CHECK:   (void)(hipsolverRfResetValuesFastMode_t *)0;
  (void)(cusolverRfResetValuesFastMode_t *)0;
  // CHECK:   (void)HIPSOLVERRF_RESET_VALUES_FAST_MODE_OFF;
  (void)CUSOLVERRF_RESET_VALUES_FAST_MODE_OFF;
  // CHECK:   (void)HIPSOLVERRF_RESET_VALUES_FAST_MODE_ON;
  (void)CUSOLVERRF_RESET_VALUES_FAST_MODE_ON;
  // CHECK:   (void)(hipsolverRfMatrixFormat_t *)0;
  (void)(cusolverRfMatrixFormat_t *)0;
  // CHECK:   (void)HIPSOLVERRF_MATRIX_FORMAT_CSR;
  (void)CUSOLVERRF_MATRIX_FORMAT_CSR;
  // CHECK:   (void)HIPSOLVERRF_MATRIX_FORMAT_CSC;
  (void)CUSOLVERRF_MATRIX_FORMAT_CSC;
  // CHECK:   (void)(hipsolverRfUnitDiagonal_t *)0;
  (void)(cusolverRfUnitDiagonal_t *)0;
  // CHECK:   (void)HIPSOLVERRF_UNIT_DIAGONAL_STORED_L;
  (void)CUSOLVERRF_UNIT_DIAGONAL_STORED_L;
  // CHECK:   (void)HIPSOLVERRF_UNIT_DIAGONAL_STORED_U;
  (void)CUSOLVERRF_UNIT_DIAGONAL_STORED_U;
  // CHECK:   (void)HIPSOLVERRF_UNIT_DIAGONAL_ASSUMED_L;
  (void)CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_L;
  // CHECK:   (void)HIPSOLVERRF_UNIT_DIAGONAL_ASSUMED_U;
  (void)CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_U;
  // CHECK:   (void)(hipsolverRfFactorization_t *)0;
  (void)(cusolverRfFactorization_t *)0;
  // CHECK:   (void)HIPSOLVERRF_FACTORIZATION_ALG0;
  (void)CUSOLVERRF_FACTORIZATION_ALG0;
  // CHECK:   (void)HIPSOLVERRF_FACTORIZATION_ALG1;
  (void)CUSOLVERRF_FACTORIZATION_ALG1;
  // CHECK:   (void)HIPSOLVERRF_FACTORIZATION_ALG2;
  (void)CUSOLVERRF_FACTORIZATION_ALG2;
  // CHECK:   (void)(hipsolverRfTriangularSolve_t *)0;
  (void)(cusolverRfTriangularSolve_t *)0;
  // CHECK:   (void)HIPSOLVERRF_TRIANGULAR_SOLVE_ALG1;
  (void)CUSOLVERRF_TRIANGULAR_SOLVE_ALG1;
  // CHECK:   (void)HIPSOLVERRF_TRIANGULAR_SOLVE_ALG2;
  (void)CUSOLVERRF_TRIANGULAR_SOLVE_ALG2;
  // CHECK:   (void)HIPSOLVERRF_TRIANGULAR_SOLVE_ALG3;
  (void)CUSOLVERRF_TRIANGULAR_SOLVE_ALG3;
  // CHECK:   (void)(hipsolverRfNumericBoostReport_t *)0;
  (void)(cusolverRfNumericBoostReport_t *)0;
  // CHECK:   (void)HIPSOLVERRF_NUMERIC_BOOST_NOT_USED;
  (void)CUSOLVERRF_NUMERIC_BOOST_NOT_USED;
  // CHECK:   (void)HIPSOLVERRF_NUMERIC_BOOST_USED;
  (void)CUSOLVERRF_NUMERIC_BOOST_USED;
  // CHECK:   (void)(hipsolverRfHandle_t *)0;
  (void)(cusolverRfHandle_t *)0;
  // CHECK:   using ::hipsolverRfCreate;
  using ::cusolverRfCreate;
  // CHECK:   using ::hipsolverRfDestroy;
  using ::cusolverRfDestroy;
  // CHECK:   using ::hipsolverRfGetMatrixFormat;
  using ::cusolverRfGetMatrixFormat;
  // CHECK:   using ::hipsolverRfSetMatrixFormat;
  using ::cusolverRfSetMatrixFormat;
  // CHECK:   using ::hipsolverRfSetNumericProperties;
  using ::cusolverRfSetNumericProperties;
  // CHECK:   using ::hipsolverRfGetNumericProperties;
  using ::cusolverRfGetNumericProperties;
  // CHECK:   using ::hipsolverRfGetNumericBoostReport;
  using ::cusolverRfGetNumericBoostReport;
  // CHECK:   using ::hipsolverRfSetAlgs;
  using ::cusolverRfSetAlgs;
  // CHECK:   using ::hipsolverRfGet_Algs;
  using ::cusolverRfGetAlgs;
  // CHECK:   using ::hipsolverRfGetResetValuesFastMode;
  using ::cusolverRfGetResetValuesFastMode;
  // CHECK:   using ::hipsolverRfSetResetValuesFastMode;
  using ::cusolverRfSetResetValuesFastMode;
  // CHECK:   using ::hipsolverRfSetupHost;
  using ::cusolverRfSetupHost;
  // CHECK:   using ::hipsolverRfSetupDevice;
  using ::cusolverRfSetupDevice;
  // CHECK:   using ::hipsolverRfResetValues;
  using ::cusolverRfResetValues;
  // CHECK:   using ::hipsolverRfAnalyze;
  using ::cusolverRfAnalyze;
  // CHECK:   using ::hipsolverRfRefactor;
  using ::cusolverRfRefactor;
  // CHECK:   using ::hipsolverRfAccessBundledFactorsDevice;
  using ::cusolverRfAccessBundledFactorsDevice;
  // CHECK:   using ::hipsolverRfExtractBundledFactorsHost;
  using ::cusolverRfExtractBundledFactorsHost;
  // CHECK:   using ::hipsolverRfExtractSplitFactorsHost;
  using ::cusolverRfExtractSplitFactorsHost;
  // CHECK:   using ::hipsolverRfSolve;
  using ::cusolverRfSolve;
  // CHECK:   using ::hipsolverRfBatchSetupHost;
  using ::cusolverRfBatchSetupHost;
  // CHECK:   using ::hipsolverRfBatchResetValues;
  using ::cusolverRfBatchResetValues;
  // CHECK:   using ::hipsolverRfBatchAnalyze;
  using ::cusolverRfBatchAnalyze;
  // CHECK:   using ::hipsolverRfBatchRefactor;
  using ::cusolverRfBatchRefactor;
  // CHECK:   using ::hipsolverRfBatchSolve;
  using ::cusolverRfBatchSolve;
  // CHECK:   using ::hipsolverRfBatchZeroPivot;
  using ::cusolverRfBatchZeroPivot;
}
