// nvrtc names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <nvrtc.h>

void use_all() {
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_TIME_FILE_WRITE_FAILED;
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED;
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED;
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_PCH_CREATE;
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_CANCELLED;
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED;
  // DIAG: error PCC1002
  (void)NVRTC_ERROR_BUSY;
  // DIAG: error PCC1002
  (void)(_nvrtcProgram *)0;
  // DIAG: error PCC1002
  (void)(nvrtcBundledHeadersInfo *)0;
  // DIAG: error PCC1002
  using ::nvrtcGetNumSupportedArchs;
  // DIAG: error PCC1002
  using ::nvrtcGetSupportedArchs;
  // DIAG: error PCC1002
  using ::nvrtcGetLTOIRSize;
  // DIAG: error PCC1002
  using ::nvrtcGetLTOIR;
  // DIAG: error PCC1002
  using ::nvrtcGetOptiXIRSize;
  // DIAG: error PCC1002
  using ::nvrtcGetOptiXIR;
  // DIAG: error PCC1002
  using ::nvrtcGetPCHHeapSize;
  // DIAG: error PCC1002
  using ::nvrtcSetPCHHeapSize;
  // DIAG: error PCC1002
  using ::nvrtcGetPCHCreateStatus;
  // DIAG: error PCC1002
  using ::nvrtcGetPCHHeapSizeRequired;
  // DIAG: error PCC1002
  using ::nvrtcSetFlowCallback;
  // DIAG: error PCC1002
  using ::nvrtcGetTileIRSize;
  // DIAG: error PCC1002
  using ::nvrtcGetTileIR;
  // DIAG: error PCC1002
  using ::nvrtcInstallBundledHeaders;
  // DIAG: error PCC1002
  using ::nvrtcGetBundledHeadersInfo;
  // DIAG: error PCC1002
  using ::nvrtcRemoveBundledHeaders;
  // DIAG: error PCC1002
  #if defined(NVRTC_INSTALL_HEADERS_SKIP_IF_EXISTS)
#endif
  // DIAG: error PCC1002
  #if defined(NVRTC_INSTALL_HEADERS_FORCE_OVERWRITE)
#endif
  // DIAG: error PCC1002
  #if defined(NVRTC_INSTALL_HEADERS_NO_WAIT)
#endif
}
