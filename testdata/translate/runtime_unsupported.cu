// runtime-API functions with no HIP counterpart: each use is an error with advice. (With stubs off: by default host code gets declarations, tests/test_stubs.py.)
// OPTIONS: unsupported_api=error
#include <cuda_runtime.h>
#include <cuda.h>

void use_all() {
  // DIAG: error PCC1002
  (void)cudaArrayGetMemoryRequirements;
  // DIAG: error PCC1002
  (void)cudaArrayGetPlane;
  // DIAG: error PCC1002
  (void)cudaArrayGetSparseProperties;
  // DIAG: error PCC1002
  (void)cudaCtxResetPersistingL2Cache;
  // DIAG: error PCC1002
  (void)cudaDeviceFlushGPUDirectRDMAWrites;
  // DIAG: error PCC1002
  (void)cudaDeviceGetHostAtomicCapabilities;
  // DIAG: error PCC1002
  (void)cudaDeviceGetNvSciSyncAttributes;
  // DIAG: error PCC1002
  (void)cudaDeviceGetP2PAtomicCapabilities;
  // DIAG: error PCC1002
  (void)cudaDeviceRegisterAsyncNotification;
  // DIAG: error PCC1002
  (void)cudaDeviceUnregisterAsyncNotification;
  // DIAG: error PCC1002
  (void)cudaExternalMemoryGetMappedMipmappedArray;
  // DIAG: error PCC1002
  (void)cudaFuncGetName;
  // DIAG: error PCC1002
  (void)cudaFuncGetParamInfo;
  // DIAG: error PCC1002
  (void)cudaGetDriverEntryPointByVersion;
  // DIAG: error PCC1002
  enum cudaGetDriverEntryPointFlags search;
  // DIAG: error PCC1002
  cudaGraphDeviceNode_t device_node;
  // DIAG: error PCC1002
  struct CUgraphDeviceUpdatableNode_st *device_node_st;
  // DIAG: error PCC1002
  (void)cudaGetExportTable;
  // DIAG: error PCC1002
  { cudaKernel_t k; (void)cudaGetKernel(&k, (const void *)nullptr); }
  // DIAG: error PCC1002
  (void)cudaGetSurfaceObjectResourceDesc;
  // DIAG: error PCC1002
  (void)cudaGraphConditionalHandleCreate;
  // DIAG: error PCC1002
  (void)cudaGraphicsResourceGetMappedMipmappedArray;
  // DIAG: error PCC1002
  (void)cudaGraphicsResourceSetMapFlags;
  // DIAG: error PCC1002
  (void)cudaKernelSetAttributeForDevice;
  // DIAG: error PCC1002
  (void)cudaLibraryGetGlobal;
  // DIAG: error PCC1002
  (void)cudaLibraryGetManaged;
  // DIAG: error PCC1002
  (void)cudaLibraryGetUnifiedFunction;
  // DIAG: error PCC1002
  (void)cudaLogsCurrent;
  // DIAG: error PCC1002
  (void)cudaLogsDumpToFile;
  // DIAG: error PCC1002
  (void)cudaLogsDumpToMemory;
  // DIAG: error PCC1002
  (void)cudaLogsRegisterCallback;
  // DIAG: error PCC1002
  (void)cudaLogsUnregisterCallback;
  // DIAG: error PCC1002
  (void)cudaMemDiscardAndPrefetchBatchAsync;
  // DIAG: error PCC1002
  (void)cudaMemDiscardBatchAsync;
  // DIAG: error PCC1002
  (void)cudaMemPrefetchBatchAsync;
  // DIAG: error PCC1002
  (void)cudaMemcpy3DBatchAsync;
  // DIAG: error PCC1002
  (void)cudaMemcpyArrayToArray;
  // DIAG: error PCC1002
  (void)cudaMemcpyBatchAsync;
  // DIAG: error PCC1002
  (void)cudaMemcpyFromArrayAsync;
  // DIAG: error PCC1002
  (void)cudaMemcpyToArrayAsync;
  // DIAG: error PCC1002
  (void)cudaMipmappedArrayGetMemoryRequirements;
  // DIAG: error PCC1002
  (void)cudaMipmappedArrayGetSparseProperties;
  // DIAG: error PCC1002
  (void)cudaOccupancyMaxActiveClusters;
  // DIAG: error PCC1002
  (void)cudaOccupancyMaxPotentialClusterSize;
}
