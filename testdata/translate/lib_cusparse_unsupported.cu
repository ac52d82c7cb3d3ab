// cusparse names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cusparse.h>
#include <cusparse_v2.h>

void use_all() {
  // DIAG: error PCC1002
  (void)(cusparseContext *)0;
  // DIAG: error PCC1002
  (void)(cusparseMatDescr *)0;
  // DIAG: error PCC1002
  (void)(cusparseColorInfo *)0;
  // DIAG: error PCC1002
  (void)(cusparseColorAlg_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_COLOR_ALG0;
  // DIAG: error PCC1002
  (void)CUSPARSE_COLOR_ALG1;
  // DIAG: error PCC1002
  (void)(cusparseLoggerCallback_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_FORMAT_BSR;
  // DIAG: error PCC1002
  (void)CUSPARSE_FORMAT_SLICED_ELLPACK;
  // DIAG: error PCC1002
  (void)(cusparseSpVecDescr *)0;
  // DIAG: error PCC1002
  (void)(cusparseDnVecDescr *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMatDescr *)0;
  // DIAG: error PCC1002
  (void)(cusparseDnMatDescr *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMAT_STORAGE;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMAT_SYMMETRY_TYPE;
  // DIAG: error PCC1002
  (void)(cusparseSpMatStorage_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_STORE_FULL;
  // DIAG: error PCC1002
  (void)CUSPARSE_STORE_LOWER;
  // DIAG: error PCC1002
  (void)CUSPARSE_STORE_UPPER;
  // DIAG: error PCC1002
  (void)(cusparseSymmetryType_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_GENERAL;
  // DIAG: error PCC1002
  (void)CUSPARSE_SYMMETRIC;
  // DIAG: error PCC1002
  (void)CUSPARSE_HERMITIAN;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMV_SELL_ALG1;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMV_BSR_ALG1;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPSV_ALG1;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPSV_ALG2;
  // DIAG: error PCC1002
  (void)(cusparseSpSVUpdate_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPSV_UPDATE_GENERAL;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPSV_UPDATE_DIAGONAL;
  // DIAG: error PCC1002
  (void)(cusparseSpSMUpdate_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPSM_UPDATE_GENERAL;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPSM_UPDATE_DIAGONAL;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMM_BSR_ALG1;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC;
  // DIAG: error PCC1002
  (void)(cusparseSpGEAMAlg_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPGEAM_ALG_DEFAULT;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPGEAM_ALG1;
  // DIAG: error PCC1002
  (void)(cusparseSpGEAMDescr *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpGEAMDescr_t *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMMOpPlan *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMMOpPlan_t *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMMOpAlg_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMM_OP_ALG_DEFAULT;
  // DIAG: error PCC1002
  (void)(cusparseSpMVOpDescr *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMVOpDescr_t *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMVOpPlan *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMVOpPlan_t *)0;
  // DIAG: error PCC1002
  (void)(cusparseSpMVOpAlg_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMVOP_ALG_DEFAULT;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMVOP_ALG1;
  // DIAG: error PCC1002
  (void)CUSPARSE_SPMVOP_ALG2;
  // DIAG: error PCC1002
  using ::cusparseGetProperty;
  // DIAG: error PCC1002
  using ::cusparseLoggerSetCallback;
  // DIAG: error PCC1002
  using ::cusparseLoggerSetFile;
  // DIAG: error PCC1002
  using ::cusparseLoggerOpenFile;
  // DIAG: error PCC1002
  using ::cusparseLoggerSetLevel;
  // DIAG: error PCC1002
  using ::cusparseLoggerSetMask;
  // DIAG: error PCC1002
  using ::cusparseLoggerForceDisable;
  // DIAG: error PCC1002
  using ::cusparseSpGEAM_createDescr;
  // DIAG: error PCC1002
  using ::cusparseSpGEAM_destroyDescr;
  // DIAG: error PCC1002
  using ::cusparseSpGEAM_bufferSize;
  // DIAG: error PCC1002
  using ::cusparseSpGEAM_nnz;
  // DIAG: error PCC1002
  using ::cusparseSpGEAM;
  // DIAG: error PCC1002
  using ::cusparseSbsrsm2_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseDbsrsm2_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseCbsrsm2_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseZbsrsm2_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseSbsrilu02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseDbsrilu02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseCbsrilu02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseZbsrilu02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseSbsric02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseDbsric02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseCbsric02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseZbsric02_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseSgebsr2gebsc_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseDgebsr2gebsc_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseCgebsr2gebsc_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseZgebsr2gebsc_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseXgebsr2csr;
  // DIAG: error PCC1002
  using ::cusparseScsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseDcsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseCcsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseZcsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseSgebsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseDgebsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseCgebsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseZgebsr2gebsr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseHpruneDense2csr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseHpruneDense2csrNnz;
  // DIAG: error PCC1002
  using ::cusparseHpruneDense2csr;
  // DIAG: error PCC1002
  using ::cusparseHpruneCsr2csr_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseHpruneCsr2csrNnz;
  // DIAG: error PCC1002
  using ::cusparseHpruneCsr2csr;
  // DIAG: error PCC1002
  using ::cusparseHpruneDense2csrByPercentage_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseHpruneDense2csrNnzByPercentage;
  // DIAG: error PCC1002
  using ::cusparseHpruneDense2csrByPercentage;
  // DIAG: error PCC1002
  using ::cusparseHpruneCsr2csrByPercentage_bufferSizeExt;
  // DIAG: error PCC1002
  using ::cusparseHpruneCsr2csrNnzByPercentage;
  // DIAG: error PCC1002
  using ::cusparseHpruneCsr2csrByPercentage;
  // DIAG: error PCC1002
  using ::cusparseBsrSetStridedBatch;
  // DIAG: error PCC1002
  using ::cusparseCreateBsr;
  // DIAG: error PCC1002
  using ::cusparseCreateConstBsr;
  // DIAG: error PCC1002
  using ::cusparseCreateSlicedEll;
  // DIAG: error PCC1002
  using ::cusparseCreateConstSlicedEll;
  // DIAG: error PCC1002
  using ::cusparseSpSV_updateMatrix;
  // DIAG: error PCC1002
  using ::cusparseSpSM_updateMatrix;
  // DIAG: error PCC1002
  using ::cusparseSpGEMM_getNumProducts;
  // DIAG: error PCC1002
  using ::cusparseSpGEMM_estimateMemory;
  // DIAG: error PCC1002
  using ::cusparseSpMMOp_createPlan;
  // DIAG: error PCC1002
  using ::cusparseSpMMOp;
  // DIAG: error PCC1002
  using ::cusparseSpMMOp_destroyPlan;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp_bufferSize;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp_createDescr;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp_destroyDescr;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp_createPlan;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp_setGlobalUserData;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp;
  // DIAG: error PCC1002
  using ::cusparseSpMVOp_destroyPlan;
  // DIAG: error PCC1002
  #if defined(CUSPARSE_VER_MAJOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUSPARSE_VER_MINOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUSPARSE_VER_PATCH)
#endif
  // DIAG: error PCC1002
  #if defined(CUSPARSE_VER_BUILD)
#endif
  // DIAG: error PCC1002
  #if defined(CUSPARSE_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(CUSPARSE_CPP_VERSION)
#endif
  // DIAG: error PCC1002
  (void)(cusparseAlgMode_t *)0;
  // DIAG: error PCC1002
  (void)CUSPARSE_ALG_MERGE_PATH;
  // DIAG: error PCC1002
  using ::cusparseSetColorAlgs;
  // DIAG: error PCC1002
  using ::cusparseGetColorAlgs;
  // DIAG: error PCC1002
  using ::cusparseCsrmvEx_bufferSize;
  // DIAG: error PCC1002
  using ::cusparseCsrmvEx;
  // DIAG: error PCC1002
  using ::cusparseConstrainedGeMM;
  // DIAG: error PCC1002
  using ::cusparseConstrainedGeMM_bufferSize;
  // DIAG: error PCC1002
  (void)(cusparseHybMat *)0;
}
