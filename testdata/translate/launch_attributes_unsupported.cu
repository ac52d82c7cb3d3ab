// CUDA 13's launch attribute ids no HIP has (driver_types.h, cuda.h), and the shared-memory carveout values a
// kernel's attribute takes: a warning with advice, and the name declared with CUDA's value (pycucc_stubs.h), which
// pycucc_compat.h's cudaLaunchKernelEx before HIP 7 understands.
#include <cuda.h>
#include <cuda_runtime.h>

void runtime_ids(cudaLaunchAttribute *a) {
  // DIAG: warning PCC1022
  a[3].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // DIAG: warning PCC1022
  a[4].id = cudaLaunchAttributeProgrammaticEvent;
  // DIAG: warning PCC1022
  a[5].id = cudaLaunchAttributePreferredClusterDimension;
  // DIAG: warning PCC1022
  a[6].id = cudaLaunchAttributeLaunchCompletionEvent;
  // DIAG: warning PCC1022
  a[7].id = cudaLaunchAttributeDeviceUpdatableKernelNode;
  // DIAG: warning PCC1022
  a[8].id = cudaLaunchAttributePreferredSharedMemoryCarveout;
  // DIAG: warning PCC1022
  a[9].id = cudaLaunchAttributeNvlinkUtilCentricScheduling;
}

void driver_ids(CUlaunchAttribute *a) {
  // DIAG: warning PCC1022
  a[6].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  // DIAG: warning PCC1022
  a[7].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT;
  // DIAG: warning PCC1022
  a[8].id = CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION;
  // DIAG: warning PCC1022
  a[9].id = CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT;
  // DIAG: warning PCC1022
  a[10].id = CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE;
  // DIAG: warning PCC1022
  a[11].id = CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT;
  // DIAG: warning PCC1022
  a[12].id = CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING;
  // DIAG: warning PCC1022
  CUgraphDeviceNode node = 0;
  (void)node;
}

__global__ void kernel() {}

void carveout() {
  // DIAG: warning PCC1022
  cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutMaxShared);
  // DIAG: warning PCC1022
  cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutMaxL1);
  // DIAG: warning PCC1022
  enum cudaSharedCarveout preferred = cudaSharedmemCarveoutDefault;
  (void)preferred;
}
