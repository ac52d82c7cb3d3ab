// APIs without a HIP equivalent: errors with advice, never silently passed through.
#include <cuda_runtime.h>

int main() {
  // DIAG: error PCC1002
  cudaCtxResetPersistingL2Cache();
  cudaStream_t stream = nullptr;
  unsigned long long id = 0;
  // DIAG: error PCC1002
  cudaStreamGetId(stream, &id);
  // DIAG: warning PCC1001
  cudaLimit lim = cudaLimitPersistingL2CacheSize;
  (void)lim;
  return 0;
}
