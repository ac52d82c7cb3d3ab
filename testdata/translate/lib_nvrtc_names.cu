// Every nvrtc name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: hiprtc
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hiprtc.h>
#include <nvrtc.h>

void use_all() {
  // CHECK:   (void)(hiprtcResult *)0;
  (void)(nvrtcResult *)0;
  // CHECK:   (void)HIPRTC_SUCCESS;
  (void)NVRTC_SUCCESS;
  // CHECK:   (void)HIPRTC_ERROR_OUT_OF_MEMORY;
  (void)NVRTC_ERROR_OUT_OF_MEMORY;
  // CHECK:   (void)HIPRTC_ERROR_PROGRAM_CREATION_FAILURE;
  (void)NVRTC_ERROR_PROGRAM_CREATION_FAILURE;
  // CHECK:   (void)HIPRTC_ERROR_INVALID_INPUT;
  (void)NVRTC_ERROR_INVALID_INPUT;
  // CHECK:   (void)HIPRTC_ERROR_INVALID_PROGRAM;
  (void)NVRTC_ERROR_INVALID_PROGRAM;
  // CHECK:   (void)HIPRTC_ERROR_INVALID_OPTION;
  (void)NVRTC_ERROR_INVALID_OPTION;
  // CHECK:   (void)HIPRTC_ERROR_COMPILATION;
  (void)NVRTC_ERROR_COMPILATION;
  // CHECK:   (void)HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  (void)NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  // CHECK:   (void)HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  (void)NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  // CHECK:   (void)HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  (void)NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  // CHECK:   (void)HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
  (void)NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
  // CHECK:   (void)HIPRTC_ERROR_INTERNAL_ERROR;
  (void)NVRTC_ERROR_INTERNAL_ERROR;
  // CHECK:   (void)(hiprtcProgram *)0;
  (void)(nvrtcProgram *)0;
  // CHECK:   using ::hiprtcGetErrorString;
  using ::nvrtcGetErrorString;
  // CHECK:   using ::hiprtcVersion;
  using ::nvrtcVersion;
  // CHECK:   using ::hiprtcCreateProgram;
  using ::nvrtcCreateProgram;
  // CHECK:   using ::hiprtcDestroyProgram;
  using ::nvrtcDestroyProgram;
  // CHECK:   using ::hiprtcCompileProgram;
  using ::nvrtcCompileProgram;
  // CHECK:   using ::hiprtcGetCodeSize;
  using ::nvrtcGetPTXSize;
  // CHECK:   using ::hiprtcGetCode;
  using ::nvrtcGetPTX;
  // CHECK:   using ::hiprtcGetCodeSize;
  using ::nvrtcGetCUBINSize;
  // CHECK:   using ::hiprtcGetCode;
  using ::nvrtcGetCUBIN;
  // CHECK:   using ::hiprtcGetProgramLogSize;
  using ::nvrtcGetProgramLogSize;
  // CHECK:   using ::hiprtcGetProgramLog;
  using ::nvrtcGetProgramLog;
  // CHECK:   using ::hiprtcAddNameExpression;
  using ::nvrtcAddNameExpression;
  // CHECK:   using ::hiprtcGetLoweredName;
  using ::nvrtcGetLoweredName;
}
