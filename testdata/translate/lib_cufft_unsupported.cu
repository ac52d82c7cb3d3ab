// cufft names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cufftXt.h>

void use_all() {
  // DIAG: error PCC1002
  (void)CUFFT_MISSING_DEPENDENCY;
  // DIAG: error PCC1002
  (void)CUFFT_NVRTC_FAILURE;
  // DIAG: error PCC1002
  (void)CUFFT_NVJITLINK_FAILURE;
  // DIAG: error PCC1002
  (void)CUFFT_NVSHMEM_FAILURE;
  // DIAG: error PCC1002
  (void)(cufftCompatibility_t *)0;
  // DIAG: error PCC1002
  (void)CUFFT_COMPATIBILITY_FFTW_PADDING;
  // DIAG: error PCC1002
  (void)(cufftCompatibility *)0;
  // DIAG: error PCC1002
  (void)(cufftProperty_t *)0;
  // DIAG: error PCC1002
  (void)NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT;
  // DIAG: error PCC1002
  (void)NVFFT_PLAN_PROPERTY_INT64_MAX_NUM_HOST_THREADS;
  // DIAG: error PCC1002
  (void)NVFFT_PLAN_PROPERTY_INT64_BLUESTEIN_ONLY;
  // DIAG: error PCC1002
  (void)NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA;
  // DIAG: error PCC1002
  (void)(cufftProperty *)0;
  // DIAG: error PCC1002
  (void)CUFFT_XT_FORMAT_DISTRIBUTED_INPUT;
  // DIAG: error PCC1002
  (void)CUFFT_XT_FORMAT_DISTRIBUTED_OUTPUT;
  // DIAG: error PCC1002
  (void)(cufftXtQueryType_t *)0;
  // DIAG: error PCC1002
  (void)CUFFT_QUERY_1D_FACTORS;
  // DIAG: error PCC1002
  (void)CUFFT_QUERY_UNDEFINED;
  // DIAG: error PCC1002
  (void)(cufftXtQueryType *)0;
  // DIAG: error PCC1002
  (void)(cufftXt1dFactors_t *)0;
  // DIAG: error PCC1002
  (void)(cufftXt1dFactors *)0;
  // DIAG: error PCC1002
  (void)(cufftXtWorkAreaPolicy_t *)0;
  // DIAG: error PCC1002
  (void)CUFFT_WORKAREA_MINIMAL;
  // DIAG: error PCC1002
  (void)CUFFT_WORKAREA_USER;
  // DIAG: error PCC1002
  (void)CUFFT_WORKAREA_PERFORMANCE;
  // DIAG: error PCC1002
  (void)(cufftXtWorkAreaPolicy *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackLoadC *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackLoadZ *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackLoadR *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackLoadD *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackStoreC *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackStoreZ *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackStoreR *)0;
  // DIAG: error PCC1002
  (void)(cufftJITCallbackStoreD *)0;
  // DIAG: error PCC1002
  using ::cufftSetPlanPropertyInt64;
  // DIAG: error PCC1002
  using ::cufftGetPlanPropertyInt64;
  // DIAG: error PCC1002
  using ::cufftResetPlanProperty;
  // DIAG: error PCC1002
  #if defined(CUFFT_COMPATIBILITY_DEFAULT)
#endif
  // DIAG: error PCC1002
  (void)(cudaXtCopyType_t *)0;
  // DIAG: error PCC1002
  (void)LIB_XT_COPY_HOST_TO_DEVICE;
  // DIAG: error PCC1002
  (void)LIB_XT_COPY_DEVICE_TO_HOST;
  // DIAG: error PCC1002
  (void)LIB_XT_COPY_DEVICE_TO_DEVICE;
  // DIAG: error PCC1002
  (void)(cudaLibXtCopyType *)0;
  // DIAG: error PCC1002
  #if defined(CUDA_XT_DESCRIPTOR_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(MAX_CUDA_DESCRIPTOR_GPUS)
#endif
  // DIAG: error PCC1002
  using ::cufftXtSetWorkArea;
  // DIAG: error PCC1002
  using ::cufftXtQueryPlan;
  // DIAG: error PCC1002
  using ::cufftXtSetJITCallback;
  // DIAG: error PCC1002
  using ::cufftXtSetWorkAreaPolicy;
  // DIAG: error PCC1002
  #if defined(CUFFT_VER_MAJOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUFFT_VER_MINOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUFFT_VER_PATCH)
#endif
  // DIAG: error PCC1002
  #if defined(CUFFT_VER_BUILD)
#endif
  // DIAG: error PCC1002
  #if defined(CUFFT_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(MAX_CUFFT_ERROR)
#endif
  // DIAG: error PCC1002
  #if defined(MAX_SHIM_RANK)
#endif
  // DIAG: error PCC1002
  #if defined(CUFFT_PLAN_NULL)
#endif
}
