// driver-API functions with no HIP counterpart: each use is an error with advice. (With stubs off: by default host code gets declarations, tests/test_stubs.py.)
// OPTIONS: unsupported_api=error
#include <cuda_runtime.h>
#include <cuda.h>

void use_all() {
  // DIAG: error PCC1002
  (void)(enum CUmemAllocationCompType_enum *)0;
  // DIAG: error PCC1002
  (void)(CUmemAllocationCompType *)0;
  // DIAG: error PCC1002
  (void)CU_MEM_ALLOCATION_COMP_NONE;
  // DIAG: error PCC1002
  (void)CU_MEM_ALLOCATION_COMP_GENERIC;
  // DIAG: error PCC1002
  (void)CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED;
  // DIAG: error PCC1002
  (void)cuArrayGetMemoryRequirements;
  // DIAG: error PCC1002
  (void)cuArrayGetPlane;
  // DIAG: error PCC1002
  (void)cuArrayGetSparseProperties;
  // DIAG: error PCC1002
  (void)cuCheckpointProcessCheckpoint;
  // DIAG: error PCC1002
  (void)cuCheckpointProcessGetRestoreThreadId;
  // DIAG: error PCC1002
  (void)cuCheckpointProcessGetState;
  // DIAG: error PCC1002
  (void)cuCheckpointProcessLock;
  // DIAG: error PCC1002
  (void)cuCheckpointProcessRestore;
  // DIAG: error PCC1002
  (void)cuCheckpointProcessUnlock;
  // DIAG: error PCC1002
  (void)cuCoredumpGetAttribute;
  // DIAG: error PCC1002
  (void)cuCoredumpGetAttributeGlobal;
  // DIAG: error PCC1002
  (void)cuCoredumpSetAttribute;
  // DIAG: error PCC1002
  (void)cuCoredumpSetAttributeGlobal;
  // DIAG: error PCC1002
  (void)cuCtxAttach;
  // DIAG: error PCC1002
  (void)cuCtxDetach;
  // DIAG: error PCC1002
  (void)cuCtxFromGreenCtx;
  // DIAG: error PCC1002
  (void)cuCtxGetDevResource;
  // DIAG: error PCC1002
  (void)cuCtxGetExecAffinity;
  // DIAG: error PCC1002
  (void)cuCtxGetId;
  // DIAG: error PCC1002
  (void)cuCtxRecordEvent;
  // DIAG: error PCC1002
  (void)cuCtxResetPersistingL2Cache;
  // DIAG: error PCC1002
  (void)cuCtxSetFlags;
  // DIAG: error PCC1002
  (void)cuCtxWaitEvent;
  // DIAG: error PCC1002
  (void)cuDevResourceGenerateDesc;
  // DIAG: error PCC1002
  (void)cuDevSmResourceSplitByCount;
  // DIAG: error PCC1002
  (void)cuDeviceGetDevResource;
  // DIAG: error PCC1002
  (void)cuDeviceGetExecAffinitySupport;
  // DIAG: error PCC1002
  (void)cuDeviceGetHostAtomicCapabilities;
  // DIAG: error PCC1002
  (void)cuDeviceGetLuid;
  // DIAG: error PCC1002
  (void)cuDeviceGetNvSciSyncAttributes;
  // DIAG: error PCC1002
  (void)cuDeviceGetP2PAtomicCapabilities;
  // DIAG: error PCC1002
  (void)cuDeviceGetProperties;
  // DIAG: error PCC1002
  (void)cuDeviceGetTexture1DLinearMaxWidth;
  // DIAG: error PCC1002
  (void)cuDeviceRegisterAsyncNotification;
  // DIAG: error PCC1002
  (void)cuDeviceUnregisterAsyncNotification;
  // DIAG: error PCC1002
  (void)cuExternalMemoryGetMappedMipmappedArray;
  // DIAG: error PCC1002
  (void)cuFlushGPUDirectRDMAWrites;
  // DIAG: error PCC1002
  (void)cuFuncGetModule;
  // DIAG: error PCC1002
  (void)cuFuncGetName;
  // DIAG: error PCC1002
  (void)cuFuncGetParamInfo;
  // DIAG: error PCC1002
  (void)cuFuncIsLoaded;
  // DIAG: error PCC1002
  (void)cuFuncLoad;
  // DIAG: error PCC1002
  (void)cuFuncSetAttribute;
  // DIAG: error PCC1002
  (void)cuFuncSetBlockShape;
  // DIAG: error PCC1002
  (void)cuFuncSetCacheConfig;
  // DIAG: error PCC1002
  (void)cuFuncSetSharedMemConfig;
  // DIAG: error PCC1002
  (void)cuFuncSetSharedSize;
  // DIAG: error PCC1002
  (void)cuGetExportTable;
  // DIAG: error PCC1002
  (void)cuGraphConditionalHandleCreate;
  // DIAG: error PCC1002
  (void)cuGraphicsResourceGetMappedMipmappedArray;
  // DIAG: error PCC1002
  (void)cuGraphicsResourceSetMapFlags;
  // DIAG: error PCC1002
  (void)cuGreenCtxCreate;
  // DIAG: error PCC1002
  (void)cuGreenCtxDestroy;
  // DIAG: error PCC1002
  (void)cuGreenCtxGetDevResource;
  // DIAG: error PCC1002
  (void)cuGreenCtxGetId;
  // DIAG: error PCC1002
  (void)cuGreenCtxRecordEvent;
  // DIAG: error PCC1002
  (void)cuGreenCtxStreamCreate;
  // DIAG: error PCC1002
  (void)cuGreenCtxWaitEvent;
  // DIAG: error PCC1002
  (void)cuKernelGetAttribute;
  // DIAG: error PCC1002
  (void)cuKernelGetFunction;
  // DIAG: error PCC1002
  (void)cuKernelGetParamInfo;
  // DIAG: error PCC1002
  (void)cuKernelSetAttribute;
  // DIAG: error PCC1002
  (void)cuKernelSetCacheConfig;
  // DIAG: error PCC1002
  (void)cuLaunch;
  // DIAG: error PCC1002
  (void)cuLaunchGrid;
  // DIAG: error PCC1002
  (void)cuLaunchGridAsync;
  // DIAG: error PCC1002
  (void)cuLibraryGetGlobal;
  // DIAG: error PCC1002
  (void)cuLibraryGetManaged;
  // DIAG: error PCC1002
  (void)cuLibraryGetModule;
  // DIAG: error PCC1002
  (void)cuLibraryGetUnifiedFunction;
  // DIAG: error PCC1002
  (void)cuLogsCurrent;
  // DIAG: error PCC1002
  (void)cuLogsDumpToFile;
  // DIAG: error PCC1002
  (void)cuLogsDumpToMemory;
  // DIAG: error PCC1002
  (void)cuLogsRegisterCallback;
  // DIAG: error PCC1002
  (void)cuLogsUnregisterCallback;
  // DIAG: error PCC1002
  (void)cuMemBatchDecompressAsync;
  // DIAG: error PCC1002
  (void)cuMemDiscardAndPrefetchBatchAsync;
  // DIAG: error PCC1002
  (void)cuMemDiscardBatchAsync;
  // DIAG: error PCC1002
  (void)cuMemPrefetchBatchAsync;
  // DIAG: error PCC1002
  (void)cuMemcpy3DBatchAsync;
  // DIAG: error PCC1002
  (void)cuMemcpy3DPeer;
  // DIAG: error PCC1002
  (void)cuMemcpy3DPeerAsync;
  // DIAG: error PCC1002
  (void)cuMemcpyBatchAsync;
  // DIAG: error PCC1002
  (void)cuMemcpyPeer;
  // DIAG: error PCC1002
  (void)cuMemcpyPeerAsync;
  // DIAG: error PCC1002
  (void)cuMipmappedArrayGetMemoryRequirements;
  // DIAG: error PCC1002
  (void)cuMipmappedArrayGetSparseProperties;
  // DIAG: error PCC1002
  (void)cuModuleEnumerateFunctions;
  // DIAG: error PCC1002
  (void)cuModuleGetLoadingMode;
  // DIAG: error PCC1002
  (void)cuModuleGetSurfRef;
  // DIAG: error PCC1002
  (void)cuMulticastAddDevice;
  // DIAG: error PCC1002
  (void)cuMulticastBindAddr;
  // DIAG: error PCC1002
  (void)cuMulticastBindMem;
  // DIAG: error PCC1002
  (void)cuMulticastCreate;
  // DIAG: error PCC1002
  (void)cuMulticastGetGranularity;
  // DIAG: error PCC1002
  (void)cuMulticastUnbind;
  // DIAG: error PCC1002
  (void)cuOccupancyAvailableDynamicSMemPerBlock;
  // DIAG: error PCC1002
  (void)cuOccupancyMaxActiveClusters;
  // DIAG: error PCC1002
  (void)cuOccupancyMaxPotentialClusterSize;
  // DIAG: error PCC1002
  (void)cuParamSetSize;
  // DIAG: error PCC1002
  (void)cuParamSetTexRef;
  // DIAG: error PCC1002
  (void)cuParamSetf;
  // DIAG: error PCC1002
  (void)cuParamSeti;
  // DIAG: error PCC1002
  (void)cuParamSetv;
  // DIAG: error PCC1002
  (void)cuStreamGetCtx;
  // DIAG: error PCC1002
  (void)cuStreamGetGreenCtx;
  // DIAG: error PCC1002
  (void)cuSurfObjectCreate;
  // DIAG: error PCC1002
  (void)cuSurfObjectDestroy;
  // DIAG: error PCC1002
  (void)cuSurfObjectGetResourceDesc;
  // DIAG: error PCC1002
  (void)cuSurfRefGetArray;
  // DIAG: error PCC1002
  (void)cuSurfRefSetArray;
  // DIAG: error PCC1002
  (void)cuTensorMapEncodeIm2col;
  // DIAG: error PCC1002
  (void)cuTensorMapEncodeIm2colWide;
  // DIAG: error PCC1002
  (void)cuTensorMapEncodeTiled;
  // DIAG: error PCC1002
  (void)cuTensorMapReplaceAddress;
  // DIAG: error PCC1002
  (void)cuTexRefCreate;
  // DIAG: error PCC1002
  (void)cuTexRefDestroy;
  // DIAG: error PCC1002
  (void)cuTexRefGetArray;
}
