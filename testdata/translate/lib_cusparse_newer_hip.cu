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
}
