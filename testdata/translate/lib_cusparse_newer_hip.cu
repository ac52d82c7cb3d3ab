// cusparse names whose HIP counterpart is newer than the ROCm headers the tests compile against (hip_since), or in a library Debian lacks: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cusparse.h>
#include <cusparse_v2.h>

void use_all() {
  // CHECK:   (void)(hipsparseCsr2CscAlg_t *)0;
  (void)(cusparseCsr2CscAlg_t *)0;
  // CHECK:   (void)HIPSPARSE_CSR2CSC_ALG_DEFAULT;
  (void)CUSPARSE_CSR2CSC_ALG_DEFAULT;
  // CHECK:   (void)HIPSPARSE_CSR2CSC_ALG1;
  (void)CUSPARSE_CSR2CSC_ALG1;
  // CHECK:   (void)HIPSPARSE_ORDER_COL;
  (void)CUSPARSE_ORDER_COL;
  // CHECK:   (void)(hipsparseConstSpVecDescr_t *)0;
  (void)(cusparseConstSpVecDescr_t *)0;
  // CHECK:   (void)(hipsparseConstDnVecDescr_t *)0;
  (void)(cusparseConstDnVecDescr_t *)0;
  // CHECK:   (void)(hipsparseConstSpMatDescr_t *)0;
  (void)(cusparseConstSpMatDescr_t *)0;
  // CHECK:   (void)(hipsparseConstDnMatDescr_t *)0;
  (void)(cusparseConstDnMatDescr_t *)0;
  // CHECK:   (void)HIPSPARSE_SPGEMM_ALG1;
  (void)CUSPARSE_SPGEMM_ALG1;
  // CHECK:   (void)HIPSPARSE_SPGEMM_ALG2;
  (void)CUSPARSE_SPGEMM_ALG2;
  // CHECK:   (void)HIPSPARSE_SPGEMM_ALG3;
  (void)CUSPARSE_SPGEMM_ALG3;
  // CHECK:   using ::hipsparseCsr2cscEx2;
  using ::cusparseCsr2cscEx2;
  // CHECK:   using ::hipsparseCsr2cscEx2_bufferSize;
  using ::cusparseCsr2cscEx2_bufferSize;
  // CHECK:   using ::hipsparseCreateConstSpVec;
  using ::cusparseCreateConstSpVec;
  // CHECK:   using ::hipsparseConstSpVecGet;
  using ::cusparseConstSpVecGet;
  // CHECK:   using ::hipsparseConstSpVecGetValues;
  using ::cusparseConstSpVecGetValues;
  // CHECK:   using ::hipsparseCreateConstDnVec;
  using ::cusparseCreateConstDnVec;
  // CHECK:   using ::hipsparseConstDnVecGet;
  using ::cusparseConstDnVecGet;
  // CHECK:   using ::hipsparseConstDnVecGetValues;
  using ::cusparseConstDnVecGetValues;
  // CHECK:   using ::hipsparseConstSpMatGetValues;
  using ::cusparseConstSpMatGetValues;
  // CHECK:   using ::hipsparseCreateConstCsr;
  using ::cusparseCreateConstCsr;
  // CHECK:   using ::hipsparseCreateConstCsc;
  using ::cusparseCreateConstCsc;
  // CHECK:   using ::hipsparseConstCsrGet;
  using ::cusparseConstCsrGet;
  // CHECK:   using ::hipsparseCscGet;
  using ::cusparseCscGet;
  // CHECK:   using ::hipsparseConstCscGet;
  using ::cusparseConstCscGet;
  // CHECK:   using ::hipsparseCreateConstCoo;
  using ::cusparseCreateConstCoo;
  // CHECK:   using ::hipsparseConstCooGet;
  using ::cusparseConstCooGet;
  // CHECK:   using ::hipsparseCreateConstBlockedEll;
  using ::cusparseCreateConstBlockedEll;
  // CHECK:   using ::hipsparseConstBlockedEllGet;
  using ::cusparseConstBlockedEllGet;
  // CHECK:   using ::hipsparseCreateConstDnMat;
  using ::cusparseCreateConstDnMat;
  // CHECK:   using ::hipsparseConstDnMatGet;
  using ::cusparseConstDnMatGet;
  // CHECK:   using ::hipsparseConstDnMatGetValues;
  using ::cusparseConstDnMatGetValues;
  // CHECK:   using ::hipsparseSpSV_solve;
  using ::cusparseSpSV_solve;
  // CHECK:   (void)hipsparseSpSM_solve(*(hipsparseHandle_t *)0, *(hipsparseOperation_t *)0, *(hipsparseOperation_t *)0, *(const void * *)0, *(hipsparseConstSpMatDescr_t *)0, *(hipsparseConstDnMatDescr_t *)0, *(hipsparseDnMatDescr_t *)0, *(hipDataType *)0, *(hipsparseSpSMAlg_t *)0, *(hipsparseSpSMDescr_t *)0, nullptr);
  (void)cusparseSpSM_solve(*(cusparseHandle_t *)0, *(cusparseOperation_t *)0, *(cusparseOperation_t *)0, *(const void * *)0, *(cusparseConstSpMatDescr_t *)0, *(cusparseConstDnMatDescr_t *)0, *(cusparseDnMatDescr_t *)0, *(cudaDataType *)0, *(cusparseSpSMAlg_t *)0, *(cusparseSpSMDescr_t *)0);
  // CHECK:   (void)HIPSPARSE_CSR2CSC_ALG2;
  (void)CUSPARSE_CSR2CSC_ALG2;
}
