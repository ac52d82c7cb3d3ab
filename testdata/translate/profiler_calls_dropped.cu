// NVTX's profiler-only calls (resource naming), which roctx lacks: dropped, each a stub that does nothing, with a
// located note (PCC1023, the drop=yes entries of nvtx.rules); the translation compiles with HIP alone.
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExtCudaRt.h>

void name_things(cudaStream_t stream, cudaEvent_t event, int device) {
  // DIAG: note PCC1023
  nvtxNameCudaStreamA(stream, "copy stream");
  // DIAG: note PCC1023
  nvtxNameCudaEvent(event, "done");
  // DIAG: note PCC1023
  nvtxNameCudaDeviceA(device, "gpu");
  // DIAG: note PCC1023
  nvtxNameOsThreadA(1, "main");
  // DIAG: note PCC1023
  nvtxNameCategoryA(2, "io");
}
