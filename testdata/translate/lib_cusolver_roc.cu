// The ROC option: cusolver names with a rocsolver form, translated to it; compiled against rocsolver's headers.
// LIBRARY: rocsolver
// OPTIONS: roc=true
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <rocsolver/rocsolver.h>
#include <cusolverDn.h>
// CHECK: #include <rocsolver/rocsolver.h>
#include <cusolver_common.h>

void use_all() {
  // CHECK:   (void)(rocblas_int *)0;
  (void)(cusolver_int_t *)0;
  // CHECK:   (void)(rocblas_status *)0;
  (void)(cusolverStatus_t *)0;
  // CHECK:   (void)rocblas_status_success;
  (void)CUSOLVER_STATUS_SUCCESS;
  // CHECK:   (void)rocblas_status_invalid_handle;
  (void)CUSOLVER_STATUS_NOT_INITIALIZED;
  // CHECK:   (void)rocblas_status_memory_error;
  (void)CUSOLVER_STATUS_ALLOC_FAILED;
  // CHECK:   (void)rocblas_status_invalid_value;
  (void)CUSOLVER_STATUS_INVALID_VALUE;
  // CHECK:   (void)rocblas_status_not_implemented;
  (void)CUSOLVER_STATUS_MAPPING_ERROR;
  // CHECK:   (void)rocblas_status_not_implemented;
  (void)CUSOLVER_STATUS_EXECUTION_FAILED;
  // CHECK:   (void)rocblas_status_internal_error;
  (void)CUSOLVER_STATUS_INTERNAL_ERROR;
  // CHECK:   (void)rocblas_status_not_implemented;
  (void)CUSOLVER_STATUS_NOT_SUPPORTED;
  // CHECK:   (void)rocblas_status_not_implemented;
  (void)CUSOLVER_STATUS_ZERO_PIVOT;
  // CHECK:   (void)(rocblas_eform *)0;
  (void)(cusolverEigType_t *)0;
  // CHECK:   (void)rocblas_eform_ax;
  (void)CUSOLVER_EIG_TYPE_1;
  // CHECK:   (void)rocblas_eform_abx;
  (void)CUSOLVER_EIG_TYPE_2;
  // CHECK:   (void)rocblas_eform_bax;
  (void)CUSOLVER_EIG_TYPE_3;
  // CHECK:   (void)(rocblas_evect *)0;
  (void)(cusolverEigMode_t *)0;
  // CHECK:   (void)rocblas_evect_none;
  (void)CUSOLVER_EIG_MODE_NOVECTOR;
  // CHECK:   (void)rocblas_evect_original;
  (void)CUSOLVER_EIG_MODE_VECTOR;
  // CHECK:   (void)(rocblas_erange *)0;
  (void)(cusolverEigRange_t *)0;
  // CHECK:   (void)rocblas_erange_all;
  (void)CUSOLVER_EIG_RANGE_ALL;
  // CHECK:   (void)rocblas_erange_index;
  (void)CUSOLVER_EIG_RANGE_I;
  // CHECK:   (void)rocblas_erange_value;
  (void)CUSOLVER_EIG_RANGE_V;
  // CHECK:   (void)(rocblas_handle *)0;
  (void)(cusolverDnHandle_t *)0;
  // CHECK:   using ::rocblas_create_handle;
  using ::cusolverDnCreate;
  // CHECK:   using ::rocblas_destroy_handle;
  using ::cusolverDnDestroy;
  // CHECK:   using ::rocblas_set_stream;
  using ::cusolverDnSetStream;
  // CHECK:   using ::rocblas_get_stream;
  using ::cusolverDnGetStream;
  // CHECK:   using ::rocsolver_spotrf;
  using ::cusolverDnSpotrf;
  // CHECK:   using ::rocsolver_dpotrf;
  using ::cusolverDnDpotrf;
  // CHECK:   using ::rocsolver_cpotrf;
  using ::cusolverDnCpotrf;
  // CHECK:   using ::rocsolver_zpotrf;
  using ::cusolverDnZpotrf;
}
