// APIs without a HIP equivalent: errors with advice, never silently passed through. (With stubs off: by default host code gets declarations, tests/test_stubs.py.)
// OPTIONS: unsupported_api=error
#include <cuda_runtime.h>

int main() {
  // DIAG: error PCC1002
  cudaCtxResetPersistingL2Cache();
  const void *kernel = nullptr;
  const char *name = nullptr;
  // DIAG: error PCC1002
  cudaFuncGetName(&name, kernel);
  // DIAG: warning PCC1001
  cudaLimit lim = cudaLimitPersistingL2CacheSize;
  (void)lim;
  return 0;
}
