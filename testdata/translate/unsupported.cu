// APIs without a HIP equivalent: errors with advice, never silently passed through.
#include <cuda_runtime.h>

int main() {
  // DIAG: error PCC1002
  cudaDeviceSetLimit(cudaLimitStackSize, 4096);
  void *exec = nullptr, *graph = nullptr;
  // DIAG: error PCC1002
  cudaGraphInstantiateWithParams(exec, graph, nullptr);
  // DIAG: warning PCC1001
  cudaLimit lim = cudaLimitMallocHeapSize;
  (void)lim;
  return 0;
}
