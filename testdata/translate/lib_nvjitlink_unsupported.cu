// nvjitlink names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// The next includes disappear (HIP needs no counterpart of these CUDA headers).
// CHECK: #include <stdio.h>
#include <nvJitLink.h>
#include <stdio.h>

void use_all() {
  // DIAG: error PCC1002
  (void)(nvJitLinkResult *)0;
  // DIAG: error PCC1002
  (void)NVJITLINK_SUCCESS;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_UNRECOGNIZED_OPTION;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_MISSING_ARCH;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_INVALID_INPUT;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_PTX_COMPILE;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_NVVM_COMPILE;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_INTERNAL;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_THREADPOOL;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_UNRECOGNIZED_INPUT;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_FINALIZE;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_NULL_INPUT;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_INCORRECT_INPUT_TYPE;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_ARCH_MISMATCH;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_OUTDATED_LIBRARY;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_MISSING_FATBIN;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_UNRECOGNIZED_ARCH;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_UNSUPPORTED_ARCH;
  // DIAG: error PCC1002
  (void)NVJITLINK_ERROR_LTO_NOT_ENABLED;
  // DIAG: error PCC1002
  (void)(nvJitLinkInputType *)0;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_NONE;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_CUBIN;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_PTX;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_LTOIR;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_FATBIN;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_OBJECT;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_LIBRARY;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_INDEX;
  // DIAG: error PCC1002
  (void)NVJITLINK_INPUT_ANY;
  // DIAG: error PCC1002
  (void)(nvJitLink *)0;
  // DIAG: error PCC1002
  (void)(nvJitLinkHandle *)0;
  // DIAG: error PCC1002
  using ::nvJitLinkCreate;
  // DIAG: error PCC1002
  using ::nvJitLinkDestroy;
  // DIAG: error PCC1002
  using ::nvJitLinkAddData;
  // DIAG: error PCC1002
  using ::nvJitLinkAddFile;
  // DIAG: error PCC1002
  using ::nvJitLinkComplete;
  // DIAG: error PCC1002
  using ::nvJitLinkGetLinkedCubinSize;
  // DIAG: error PCC1002
  using ::nvJitLinkGetLinkedCubin;
  // DIAG: error PCC1002
  using ::nvJitLinkGetLinkedPtxSize;
  // DIAG: error PCC1002
  using ::nvJitLinkGetLinkedPtx;
  // DIAG: error PCC1002
  using ::nvJitLinkGetLinkedLTOIRSize;
  // DIAG: error PCC1002
  using ::nvJitLinkGetLinkedLTOIR;
  // DIAG: error PCC1002
  using ::nvJitLinkGetErrorLogSize;
  // DIAG: error PCC1002
  using ::nvJitLinkGetErrorLog;
  // DIAG: error PCC1002
  using ::nvJitLinkGetInfoLogSize;
  // DIAG: error PCC1002
  using ::nvJitLinkGetInfoLog;
  // DIAG: error PCC1002
  using ::nvJitLinkVersion;
}
