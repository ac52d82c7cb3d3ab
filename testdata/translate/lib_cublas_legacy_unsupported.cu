// The legacy cuBLAS API (cublas.h): the include is translated with a warning, the functions only it has are errors.
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipblas/hipblas.h>
#include <cublas.h>

void use_all() {
  // CHECK:   (void)(hipblasStatus_t *)0;
  (void)(cublasStatus *)0;
  // DIAG: error PCC1002
  using ::cublasInit;
  // DIAG: error PCC1002
  using ::cublasShutdown;
  // DIAG: error PCC1002
  using ::cublasGetError;
  // DIAG: error PCC1002
  using ::cublasAlloc;
  // DIAG: error PCC1002
  using ::cublasFree;
  // DIAG: error PCC1002
  using ::cublasSetKernelStream;
}
