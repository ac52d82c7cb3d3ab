// cusolver names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>
#include <cusolver_common.h>
#include <cusolverSp.h>
#include <cusolverRf.h>
#include <cusolverMg.h>
#include <cusolverSp_LOWLEVEL_PREVIEW.h>
#include <cusolverMg.h>
#include <cusolverSp_LOWLEVEL_PREVIEW.h>

void use_all() {
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_INVALID_LICENSE;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_PARAMS_INVALID;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_INTERNAL_ERROR;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_NOT_SUPPORTED;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_OUT_OF_RANGE;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_IRS_MATRIX_SINGULAR;
  // DIAG: error PCC1002
  (void)CUSOLVER_STATUS_INVALID_WORKSPACE;
  // DIAG: error PCC1002
  (void)(cusolverEigComp_t *)0;
  // DIAG: error PCC1002
  (void)CUSOLVER_EIG_COMP_N;
  // DIAG: error PCC1002
  (void)CUSOLVER_EIG_COMP_I;
  // DIAG: error PCC1002
  (void)CUSOLVER_EIG_COMP_V;
  // DIAG: error PCC1002
  (void)(cusolverNorm_t *)0;
  // DIAG: error PCC1002
  (void)CUSOLVER_INF_NORM;
  // DIAG: error PCC1002
  (void)CUSOLVER_MAX_NORM;
  // DIAG: error PCC1002
  (void)CUSOLVER_ONE_NORM;
  // DIAG: error PCC1002
  (void)CUSOLVER_FRO_NORM;
  // DIAG: error PCC1002
  (void)(cusolverIRSRefinement_t *)0;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_NOT_SET;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_NONE;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_CLASSICAL;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_CLASSICAL_GMRES;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_GMRES;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_GMRES_GMRES;
  // DIAG: error PCC1002
  (void)CUSOLVER_IRS_REFINE_GMRES_NOPCOND;
  // DIAG: error PCC1002
  (void)CUSOLVER_PREC_DD;
  // DIAG: error PCC1002
  (void)CUSOLVER_PREC_SS;
  // DIAG: error PCC1002
  (void)CUSOLVER_PREC_SHT;
  // DIAG: error PCC1002
  (void)(cusolverPrecType_t *)0;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_8I;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_8U;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_64F;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_32F;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_16F;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_16BF;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_TF32;
  // DIAG: error PCC1002
  (void)CUSOLVER_R_AP;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_8I;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_8U;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_64F;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_32F;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_16F;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_16BF;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_TF32;
  // DIAG: error PCC1002
  (void)CUSOLVER_C_AP;
  // DIAG: error PCC1002
  (void)CUSOLVER_ALG_2;
  // DIAG: error PCC1002
  (void)(cusolverStorevMode_t *)0;
  // DIAG: error PCC1002
  (void)CUBLAS_STOREV_COLUMNWISE;
  // DIAG: error PCC1002
  (void)CUBLAS_STOREV_ROWWISE;
  // DIAG: error PCC1002
  (void)(cusolverDirectMode_t *)0;
  // DIAG: error PCC1002
  (void)CUBLAS_DIRECT_FORWARD;
  // DIAG: error PCC1002
  (void)CUBLAS_DIRECT_BACKWARD;
  // DIAG: error PCC1002
  (void)(cusolverMathMode_t *)0;
  // DIAG: error PCC1002
  (void)CUSOLVER_DEFAULT_MATH;
  // DIAG: error PCC1002
  (void)CUSOLVER_FP32_EMULATED_BF16X9_MATH;
  // DIAG: error PCC1002
  (void)CUSOLVER_FP64_EMULATED_FIXEDPOINT_MATH;
  // DIAG: error PCC1002
  (void)CUSOLVER_FP32_FP64_EMULATED_MATH;
  // DIAG: error PCC1002
  (void)(cusolverDnContext *)0;
  // DIAG: error PCC1002
  (void)(syevjInfo *)0;
  // DIAG: error PCC1002
  (void)(gesvdjInfo *)0;
  // DIAG: error PCC1002
  (void)(cusolverDnIRSParams *)0;
  // DIAG: error PCC1002
  (void)(cusolverDnIRSParams_t *)0;
  // DIAG: error PCC1002
  (void)(cusolverDnIRSInfos *)0;
  // DIAG: error PCC1002
  (void)(cusolverDnIRSInfos_t *)0;
  // DIAG: error PCC1002
  (void)(cusolverDnParams *)0;
  // DIAG: error PCC1002
  (void)CUSOLVERDN_POTRF;
  // DIAG: error PCC1002
  (void)CUSOLVERDN_SYEVBATCHED;
  // DIAG: error PCC1002
  (void)CUSOLVERDN_GEQRF;
  // DIAG: error PCC1002
  (void)CUSOLVERDN_SYEVD;
  // DIAG: error PCC1002
  (void)CUSOLVERDN_GESVD;
  // DIAG: error PCC1002
  (void)CUSOLVERDN_GEEV;
  // DIAG: error PCC1002
  (void)(cusolverDnLoggerCallback_t *)0;
  // DIAG: error PCC1002
  (void)(cusolverSpContext *)0;
  // DIAG: error PCC1002
  (void)(csrqrInfo *)0;
  // DIAG: error PCC1002
  (void)(csrqrInfo_t *)0;
  // DIAG: error PCC1002
  (void)(cusolverRfCommon *)0;
  // DIAG: error PCC1002
  (void)(csrluInfoHost *)0;
  // DIAG: error PCC1002
  (void)(csrluInfoHost_t *)0;
  // DIAG: error PCC1002
  (void)(csrqrInfoHost *)0;
  // DIAG: error PCC1002
  (void)(csrqrInfoHost_t *)0;
  // DIAG: error PCC1002
  (void)(csrcholInfoHost *)0;
  // DIAG: error PCC1002
  (void)(csrcholInfoHost_t *)0;
  // DIAG: error PCC1002
  (void)(csrcholInfo *)0;
  // DIAG: error PCC1002
  (void)(csrcholInfo_t *)0;
  // DIAG: error PCC1002
  (void)(cusolverMgContext *)0;
  // DIAG: error PCC1002
  (void)(cusolverMgHandle_t *)0;
  // DIAG: error PCC1002
  (void)(cusolverMgGridMapping_t *)0;
  // DIAG: error PCC1002
  (void)CUDALIBMG_GRID_MAPPING_ROW_MAJOR;
  // DIAG: error PCC1002
  (void)CUDALIBMG_GRID_MAPPING_COL_MAJOR;
  // DIAG: error PCC1002
  (void)(cudaLibMgGrid_t *)0;
  // DIAG: error PCC1002
  (void)(cudaLibMgMatrixDesc_t *)0;
  // DIAG: error PCC1002
  using ::cusolverGetProperty;
  // DIAG: error PCC1002
  using ::cusolverGetVersion;
  // DIAG: error PCC1002
  using ::cusolverDnSetMathMode;
  // DIAG: error PCC1002
  using ::cusolverDnGetMathMode;
  // DIAG: error PCC1002
  using ::cusolverDnSetEmulationStrategy;
  // DIAG: error PCC1002
  using ::cusolverDnGetEmulationStrategy;
  // DIAG: error PCC1002
  using ::cusolverDnSetFixedPointEmulationMantissaControl;
  // DIAG: error PCC1002
  using ::cusolverDnGetFixedPointEmulationMantissaControl;
  // DIAG: error PCC1002
  using ::cusolverDnSetFixedPointEmulationMaxMantissaBitCount;
  // DIAG: error PCC1002
  using ::cusolverDnGetFixedPointEmulationMaxMantissaBitCount;
  // DIAG: error PCC1002
  using ::cusolverDnSetFixedPointEmulationMantissaBitOffset;
  // DIAG: error PCC1002
  using ::cusolverDnGetFixedPointEmulationMantissaBitOffset;
  // DIAG: error PCC1002
  using ::cusolverDnSetEmulationSpecialValuesSupport;
  // DIAG: error PCC1002
  using ::cusolverDnGetEmulationSpecialValuesSupport;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsCreate;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsDestroy;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetRefinementSolver;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetSolverMainPrecision;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetSolverLowestPrecision;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetSolverPrecisions;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetTol;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetTolInner;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetMaxIters;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsSetMaxItersInner;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsGetMaxIters;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsEnableFallback;
  // DIAG: error PCC1002
  using ::cusolverDnIRSParamsDisableFallback;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosDestroy;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosCreate;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosGetNiters;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosGetOuterNiters;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosRequestResidual;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosGetResidualHistory;
  // DIAG: error PCC1002
  using ::cusolverDnIRSInfosGetMaxIters;
  // DIAG: error PCC1002
  using ::cusolverDnLoggerSetCallback;
  // DIAG: error PCC1002
  using ::cusolverDnLoggerSetFile;
  // DIAG: error PCC1002
  using ::cusolverDnLoggerOpenFile;
  // DIAG: error PCC1002
  using ::cusolverDnLoggerSetLevel;
  // DIAG: error PCC1002
  using ::cusolverDnLoggerSetMask;
  // DIAG: error PCC1002
  using ::cusolverDnLoggerForceDisable;
  // DIAG: error PCC1002
  using ::cusolverDnZCgesv;
  // DIAG: error PCC1002
  using ::cusolverDnDSgesv;
  // DIAG: error PCC1002
  using ::cusolverDnDHgesv;
  // DIAG: error PCC1002
  using ::cusolverDnDBgesv;
  // DIAG: error PCC1002
  using ::cusolverDnDXgesv;
  // DIAG: error PCC1002
  using ::cusolverDnSHgesv;
  // DIAG: error PCC1002
  using ::cusolverDnSBgesv;
  // DIAG: error PCC1002
  using ::cusolverDnSXgesv;
  // DIAG: error PCC1002
  using ::cusolverDnZCgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDSgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDHgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDBgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDXgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSHgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSBgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSXgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZCgels;
  // DIAG: error PCC1002
  using ::cusolverDnDSgels;
  // DIAG: error PCC1002
  using ::cusolverDnDHgels;
  // DIAG: error PCC1002
  using ::cusolverDnDBgels;
  // DIAG: error PCC1002
  using ::cusolverDnDXgels;
  // DIAG: error PCC1002
  using ::cusolverDnSHgels;
  // DIAG: error PCC1002
  using ::cusolverDnSBgels;
  // DIAG: error PCC1002
  using ::cusolverDnSXgels;
  // DIAG: error PCC1002
  using ::cusolverDnZCgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDSgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDHgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDBgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDXgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSHgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSBgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSXgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnIRSXgesv;
  // DIAG: error PCC1002
  using ::cusolverDnIRSXgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnIRSXgels;
  // DIAG: error PCC1002
  using ::cusolverDnIRSXgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZKgesv;
  // DIAG: error PCC1002
  using ::cusolverDnZEgesv;
  // DIAG: error PCC1002
  using ::cusolverDnZYgesv;
  // DIAG: error PCC1002
  using ::cusolverDnCEgesv;
  // DIAG: error PCC1002
  using ::cusolverDnCKgesv;
  // DIAG: error PCC1002
  using ::cusolverDnCYgesv;
  // DIAG: error PCC1002
  using ::cusolverDnZKgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZEgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZYgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCKgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCEgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCYgesv_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZKgels;
  // DIAG: error PCC1002
  using ::cusolverDnZEgels;
  // DIAG: error PCC1002
  using ::cusolverDnZYgels;
  // DIAG: error PCC1002
  using ::cusolverDnCKgels;
  // DIAG: error PCC1002
  using ::cusolverDnCEgels;
  // DIAG: error PCC1002
  using ::cusolverDnCYgels;
  // DIAG: error PCC1002
  using ::cusolverDnZKgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZEgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZYgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCKgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCEgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCYgels_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSlauum_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDlauum_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnClauum_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZlauum_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSlauum;
  // DIAG: error PCC1002
  using ::cusolverDnDlauum;
  // DIAG: error PCC1002
  using ::cusolverDnClauum;
  // DIAG: error PCC1002
  using ::cusolverDnZlauum;
  // DIAG: error PCC1002
  using ::cusolverDnSlaswp;
  // DIAG: error PCC1002
  using ::cusolverDnDlaswp;
  // DIAG: error PCC1002
  using ::cusolverDnClaswp;
  // DIAG: error PCC1002
  using ::cusolverDnZlaswp;
  // DIAG: error PCC1002
  using ::cusolverDnSsytri_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnDsytri_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnCsytri_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnZsytri_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnSsytri;
  // DIAG: error PCC1002
  using ::cusolverDnDsytri;
  // DIAG: error PCC1002
  using ::cusolverDnCsytri;
  // DIAG: error PCC1002
  using ::cusolverDnZsytri;
  // DIAG: error PCC1002
  using ::cusolverDnXtrtri_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXtrtri;
  // DIAG: error PCC1002
  using ::cusolverDnXsytrf_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsytrf;
  // DIAG: error PCC1002
  using ::cusolverDnXhetrf_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXhetrf;
  // DIAG: error PCC1002
  using ::cusolverDnXsytrs_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsytrs;
  // DIAG: error PCC1002
  using ::cusolverDnXhetrs_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXhetrs;
  // DIAG: error PCC1002
  using ::cusolverDnXsygvd_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsygvd;
  // DIAG: error PCC1002
  using ::cusolverDnXsygvStridedBatched_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsygvStridedBatched;
  // DIAG: error PCC1002
  using ::cusolverDnXsygvdx_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsygvdx;
  // DIAG: error PCC1002
  using ::cusolverDnXsyevd_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsyevd;
  // DIAG: error PCC1002
  using ::cusolverDnXstedc_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXstedc;
  // DIAG: error PCC1002
  using ::cusolverDnXsyevBatched_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsyevBatched;
  // DIAG: error PCC1002
  using ::cusolverDnXsyevdx_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXsyevdx;
  // DIAG: error PCC1002
  using ::cusolverDnXgeev_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXgeev;
  // DIAG: error PCC1002
  using ::cusolverDnXgesvd_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXgesvd;
  // DIAG: error PCC1002
  using ::cusolverDnXgesvdp_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXgesvdp;
  // DIAG: error PCC1002
  using ::cusolverDnXgesvdr_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXgesvdr;
  // DIAG: error PCC1002
  using ::cusolverDnXlarft_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXlarft;
  // DIAG: error PCC1002
  using ::cusolverDnXpolar_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverDnXpolar;
  // DIAG: error PCC1002
  using ::cusolverSpGetStream;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrissymHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrlsvluHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrlsvluHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrlsvluHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrlsvluHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrlsvqr;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrlsvqr;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrlsvqr;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrlsvqr;
  // DIAG: error PCC1002
  using ::cusolverSpScsrlsvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrlsvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrlsvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrlsvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrlsvcholHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrlsvcholHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrlsvchol;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrlsvchol;
  // DIAG: error PCC1002
  using ::cusolverSpScsrlsqvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrlsqvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrlsqvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrlsqvqrHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsreigvsiHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsreigvsiHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsreigvsiHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsreigvsiHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsreigvsi;
  // DIAG: error PCC1002
  using ::cusolverSpDcsreigvsi;
  // DIAG: error PCC1002
  using ::cusolverSpCcsreigvsi;
  // DIAG: error PCC1002
  using ::cusolverSpZcsreigvsi;
  // DIAG: error PCC1002
  using ::cusolverSpScsreigsHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsreigsHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsreigsHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsreigsHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrsymrcmHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrsymmdqHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrsymamdHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrmetisndHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrzfdHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrzfdHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrzfdHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrzfdHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrperm_bufferSizeHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrpermHost;
  // DIAG: error PCC1002
  using ::cusolverSpCreateCsrqrInfo;
  // DIAG: error PCC1002
  using ::cusolverSpDestroyCsrqrInfo;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrqrAnalysisBatched;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrBufferInfoBatched;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrBufferInfoBatched;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrBufferInfoBatched;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrBufferInfoBatched;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrsvBatched;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrsvBatched;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrsvBatched;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrsvBatched;
  // DIAG: error PCC1002
  using ::cusolverSpCreateCsrluInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpDestroyCsrluInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrluAnalysisHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrluBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrluBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrluBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrluBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrluFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrluFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrluFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrluFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrluZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrluZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrluZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrluZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrluSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrluSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrluSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrluSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrluNnzHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrluExtractHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrluExtractHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrluExtractHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrluExtractHost;
  // DIAG: error PCC1002
  using ::cusolverSpCreateCsrqrInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpDestroyCsrqrInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrqrAnalysisHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrSetupHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrSetupHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrSetupHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrSetupHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrqrAnalysis;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrSetup;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrSetup;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrSetup;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrSetup;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrFactor;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrFactor;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrFactor;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrFactor;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpScsrqrSolve;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrqrSolve;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrqrSolve;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrqrSolve;
  // DIAG: error PCC1002
  using ::cusolverSpCreateCsrcholInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpDestroyCsrcholInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrcholAnalysisHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholBufferInfoHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholFactorHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholZeroPivotHost;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholSolveHost;
  // DIAG: error PCC1002
  using ::cusolverSpCreateCsrcholInfo;
  // DIAG: error PCC1002
  using ::cusolverSpDestroyCsrcholInfo;
  // DIAG: error PCC1002
  using ::cusolverSpXcsrcholAnalysis;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholBufferInfo;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholFactor;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholFactor;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholFactor;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholFactor;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholZeroPivot;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholSolve;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholSolve;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholSolve;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholSolve;
  // DIAG: error PCC1002
  using ::cusolverSpScsrcholDiag;
  // DIAG: error PCC1002
  using ::cusolverSpDcsrcholDiag;
  // DIAG: error PCC1002
  using ::cusolverSpCcsrcholDiag;
  // DIAG: error PCC1002
  using ::cusolverSpZcsrcholDiag;
  // DIAG: error PCC1002
  using ::cusolverMgCreate;
  // DIAG: error PCC1002
  using ::cusolverMgDestroy;
  // DIAG: error PCC1002
  using ::cusolverMgDeviceSelect;
  // DIAG: error PCC1002
  using ::cusolverMgCreateDeviceGrid;
  // DIAG: error PCC1002
  using ::cusolverMgDestroyGrid;
  // DIAG: error PCC1002
  using ::cusolverMgCreateMatrixDesc;
  // DIAG: error PCC1002
  using ::cusolverMgDestroyMatrixDesc;
  // DIAG: error PCC1002
  using ::cusolverMgSyevd_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverMgSyevd;
  // DIAG: error PCC1002
  using ::cusolverMgGetrf_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverMgGetrf;
  // DIAG: error PCC1002
  using ::cusolverMgGetrs_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverMgGetrs;
  // DIAG: error PCC1002
  using ::cusolverMgPotrf_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverMgPotrf;
  // DIAG: error PCC1002
  using ::cusolverMgPotrs_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverMgPotrs;
  // DIAG: error PCC1002
  using ::cusolverMgPotri_bufferSize;
  // DIAG: error PCC1002
  using ::cusolverMgPotri;
  // DIAG: error PCC1002
  #if defined(CUSOLVER_VER_MAJOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUSOLVER_VER_MINOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUSOLVER_VER_PATCH)
#endif
  // DIAG: error PCC1002
  #if defined(CUSOLVER_VER_BUILD)
#endif
  // DIAG: error PCC1002
  #if defined(CUSOLVER_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(CUSOLVER_CPP_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(CUSOLVERMG_CPP_VERSION)
#endif
}
