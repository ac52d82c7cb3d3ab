// cudaDeviceProp's members that HIP 5.2's and 5.7's hipDeviceProp_t lack, for a build against HIP 5.2 (Debian
// 12): the CUDA names stay, and pycucc_device_prop.h (through pycucc_compat.h) makes cudaDeviceProp a struct
// derived from HIP's with those members, which its cudaGetDeviceProperties fills; a read of one HIP 5.2 cannot
// give warns (PCC1096), one no HIP has reads through a helper (PCC1010).
// OPTIONS: installed_hip=5.2
#include <cstdio>
#include <cuda_runtime.h>

static void show(const cudaDeviceProp &prop, const cudaDeviceProp *p) {
  // CHECK:   printf("uuid %lld\n", (long long)prop.uuid.bytes[0]);
  printf("uuid %lld\n", (long long)prop.uuid.bytes[0]);
  // DIAG: warning PCC1096
  printf("luid %lld\n", (long long)prop.luid[0]);
  // CHECK:   printf("luidDeviceNodeMask %lld\n", (long long)p->luidDeviceNodeMask);
  printf("luidDeviceNodeMask %lld\n", (long long)p->luidDeviceNodeMask);
  // CHECK:   printf("maxTexture1DMipmap %lld\n", (long long)prop.maxTexture1DMipmap);
  printf("maxTexture1DMipmap %lld\n", (long long)prop.maxTexture1DMipmap);
  // CHECK:   printf("maxTexture2DMipmap %lld\n", (long long)prop.maxTexture2DMipmap[0]);
  printf("maxTexture2DMipmap %lld\n", (long long)prop.maxTexture2DMipmap[0]);
  // CHECK:   printf("maxTexture2DLinear %lld\n", (long long)p->maxTexture2DLinear[0]);
  printf("maxTexture2DLinear %lld\n", (long long)p->maxTexture2DLinear[0]);
  // CHECK:   printf("maxTexture2DGather %lld\n", (long long)prop.maxTexture2DGather[0]);
  printf("maxTexture2DGather %lld\n", (long long)prop.maxTexture2DGather[0]);
  // CHECK:   printf("maxTexture3DAlt %lld\n", (long long)prop.maxTexture3DAlt[0]);
  printf("maxTexture3DAlt %lld\n", (long long)prop.maxTexture3DAlt[0]);
  // CHECK:   printf("maxTextureCubemap %lld\n", (long long)p->maxTextureCubemap);
  printf("maxTextureCubemap %lld\n", (long long)p->maxTextureCubemap);
  // CHECK:   printf("maxTexture1DLayered %lld\n", (long long)prop.maxTexture1DLayered[0]);
  printf("maxTexture1DLayered %lld\n", (long long)prop.maxTexture1DLayered[0]);
  // CHECK:   printf("maxTexture2DLayered %lld\n", (long long)prop.maxTexture2DLayered[0]);
  printf("maxTexture2DLayered %lld\n", (long long)prop.maxTexture2DLayered[0]);
  // CHECK:   printf("maxTextureCubemapLayered %lld\n", (long long)p->maxTextureCubemapLayered[0]);
  printf("maxTextureCubemapLayered %lld\n", (long long)p->maxTextureCubemapLayered[0]);
  // CHECK:   printf("maxSurface1D %lld\n", (long long)prop.maxSurface1D);
  printf("maxSurface1D %lld\n", (long long)prop.maxSurface1D);
  // CHECK:   printf("maxSurface2D %lld\n", (long long)prop.maxSurface2D[0]);
  printf("maxSurface2D %lld\n", (long long)prop.maxSurface2D[0]);
  // CHECK:   printf("maxSurface3D %lld\n", (long long)p->maxSurface3D[0]);
  printf("maxSurface3D %lld\n", (long long)p->maxSurface3D[0]);
  // CHECK:   printf("maxSurface1DLayered %lld\n", (long long)prop.maxSurface1DLayered[0]);
  printf("maxSurface1DLayered %lld\n", (long long)prop.maxSurface1DLayered[0]);
  // CHECK:   printf("maxSurface2DLayered %lld\n", (long long)prop.maxSurface2DLayered[0]);
  printf("maxSurface2DLayered %lld\n", (long long)prop.maxSurface2DLayered[0]);
  // CHECK:   printf("maxSurfaceCubemap %lld\n", (long long)p->maxSurfaceCubemap);
  printf("maxSurfaceCubemap %lld\n", (long long)p->maxSurfaceCubemap);
  // CHECK:   printf("maxSurfaceCubemapLayered %lld\n", (long long)prop.maxSurfaceCubemapLayered[0]);
  printf("maxSurfaceCubemapLayered %lld\n", (long long)prop.maxSurfaceCubemapLayered[0]);
  // CHECK:   printf("surfaceAlignment %lld\n", (long long)prop.surfaceAlignment);
  printf("surfaceAlignment %lld\n", (long long)prop.surfaceAlignment);
  // CHECK:   printf("asyncEngineCount %lld\n", (long long)p->asyncEngineCount);
  printf("asyncEngineCount %lld\n", (long long)p->asyncEngineCount);
  // CHECK:   printf("unifiedAddressing %lld\n", (long long)prop.unifiedAddressing);
  printf("unifiedAddressing %lld\n", (long long)prop.unifiedAddressing);
  // CHECK:   printf("persistingL2CacheMaxSize %lld\n", (long long)prop.persistingL2CacheMaxSize);
  printf("persistingL2CacheMaxSize %lld\n", (long long)prop.persistingL2CacheMaxSize);
  // CHECK:   printf("streamPrioritiesSupported %lld\n", (long long)p->streamPrioritiesSupported);
  printf("streamPrioritiesSupported %lld\n", (long long)p->streamPrioritiesSupported);
  // CHECK:   printf("globalL1CacheSupported %lld\n", (long long)prop.globalL1CacheSupported);
  printf("globalL1CacheSupported %lld\n", (long long)prop.globalL1CacheSupported);
  // CHECK:   printf("localL1CacheSupported %lld\n", (long long)prop.localL1CacheSupported);
  printf("localL1CacheSupported %lld\n", (long long)prop.localL1CacheSupported);
  // CHECK:   printf("sharedMemPerMultiprocessor %lld\n", (long long)p->sharedMemPerMultiprocessor);
  printf("sharedMemPerMultiprocessor %lld\n", (long long)p->sharedMemPerMultiprocessor);
  // CHECK:   printf("regsPerMultiprocessor %lld\n", (long long)prop.regsPerMultiprocessor);
  printf("regsPerMultiprocessor %lld\n", (long long)prop.regsPerMultiprocessor);
  // CHECK:   printf("multiGpuBoardGroupID %lld\n", (long long)prop.multiGpuBoardGroupID);
  printf("multiGpuBoardGroupID %lld\n", (long long)prop.multiGpuBoardGroupID);
  // CHECK:   printf("hostNativeAtomicSupported %lld\n", (long long)p->hostNativeAtomicSupported);
  printf("hostNativeAtomicSupported %lld\n", (long long)p->hostNativeAtomicSupported);
  // CHECK:   printf("computePreemptionSupported %lld\n", (long long)prop.computePreemptionSupported);
  printf("computePreemptionSupported %lld\n", (long long)prop.computePreemptionSupported);
  // CHECK:   printf("canUseHostPointerForRegisteredMem %lld\n", (long long)prop.canUseHostPointerForRegisteredMem);
  printf("canUseHostPointerForRegisteredMem %lld\n", (long long)prop.canUseHostPointerForRegisteredMem);
  // CHECK:   printf("sharedMemPerBlockOptin %lld\n", (long long)p->sharedMemPerBlockOptin);
  printf("sharedMemPerBlockOptin %lld\n", (long long)p->sharedMemPerBlockOptin);
  // CHECK:   printf("maxBlocksPerMultiProcessor %lld\n", (long long)prop.maxBlocksPerMultiProcessor);
  printf("maxBlocksPerMultiProcessor %lld\n", (long long)prop.maxBlocksPerMultiProcessor);
  // CHECK:   printf("accessPolicyMaxWindowSize %lld\n", (long long)prop.accessPolicyMaxWindowSize);
  printf("accessPolicyMaxWindowSize %lld\n", (long long)prop.accessPolicyMaxWindowSize);
  // CHECK:   printf("reservedSharedMemPerBlock %lld\n", (long long)p->reservedSharedMemPerBlock);
  printf("reservedSharedMemPerBlock %lld\n", (long long)p->reservedSharedMemPerBlock);
  // DIAG: warning PCC1096
  printf("hostRegisterSupported %lld\n", (long long)prop.hostRegisterSupported);
  // DIAG: warning PCC1096
  printf("sparseCudaArraySupported %lld\n", (long long)prop.sparseCudaArraySupported);
  // DIAG: warning PCC1096
  printf("hostRegisterReadOnlySupported %lld\n", (long long)p->hostRegisterReadOnlySupported);
  // DIAG: warning PCC1096
  printf("timelineSemaphoreInteropSupported %lld\n", (long long)prop.timelineSemaphoreInteropSupported);
  // CHECK:   printf("memoryPoolsSupported %lld\n", (long long)prop.memoryPoolsSupported);
  printf("memoryPoolsSupported %lld\n", (long long)prop.memoryPoolsSupported);
  // DIAG: warning PCC1096
  printf("gpuDirectRDMASupported %lld\n", (long long)p->gpuDirectRDMASupported);
  // DIAG: warning PCC1096
  printf("gpuDirectRDMAFlushWritesOptions %lld\n", (long long)prop.gpuDirectRDMAFlushWritesOptions);
  // DIAG: warning PCC1096
  printf("gpuDirectRDMAWritesOrdering %lld\n", (long long)prop.gpuDirectRDMAWritesOrdering);
  // DIAG: warning PCC1096
  printf("memoryPoolSupportedHandleTypes %lld\n", (long long)p->memoryPoolSupportedHandleTypes);
  // DIAG: warning PCC1096
  printf("deferredMappingCudaArraySupported %lld\n", (long long)prop.deferredMappingCudaArraySupported);
  // DIAG: warning PCC1096
  printf("ipcEventSupported %lld\n", (long long)prop.ipcEventSupported);
  // DIAG: warning PCC1096
  printf("clusterLaunch %lld\n", (long long)p->clusterLaunch);
  // DIAG: warning PCC1096
  printf("unifiedFunctionPointers %lld\n", (long long)prop.unifiedFunctionPointers);
  // DIAG: warning PCC1010
  printf("deviceNumaConfig %lld\n", (long long)prop.deviceNumaConfig);
  // DIAG: warning PCC1010
  printf("deviceNumaId %lld\n", (long long)p->deviceNumaId);
  // DIAG: warning PCC1010
  printf("mpsEnabled %lld\n", (long long)prop.mpsEnabled);
  // DIAG: warning PCC1010
  printf("hostNumaId %lld\n", (long long)prop.hostNumaId);
  // DIAG: warning PCC1010
  printf("gpuPciDeviceID %lld\n", (long long)p->gpuPciDeviceID);
  // DIAG: warning PCC1010
  printf("gpuPciSubsystemID %lld\n", (long long)prop.gpuPciSubsystemID);
  // DIAG: warning PCC1010
  printf("hostNumaMultinodeIpcSupported %lld\n", (long long)prop.hostNumaMultinodeIpcSupported);
  // CHECK:   printf("deviceOverlap %lld\n", (long long)p->deviceOverlap);
  printf("deviceOverlap %lld\n", (long long)p->deviceOverlap);
  // CHECK:   printf("reserved %lld\n", (long long)prop.reserved[0]);
  printf("reserved %lld\n", (long long)prop.reserved[0]);
}

int main() {
  // CHECK:   cudaDeviceProp prop;
  cudaDeviceProp prop;
  // CHECK:   if (cudaGetDeviceProperties(&prop, 0) != hipSuccess) return 1;
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) return 1;
  // CHECK:   struct cudaDeviceProp wanted = prop;
  struct cudaDeviceProp wanted = prop;
  int dev = -1;
  // CHECK:   if (hipChooseDevice(&dev, &wanted) != hipSuccess) return 1;
  if (cudaChooseDevice(&dev, &wanted) != cudaSuccess) return 1;
  show(prop, &wanted);
  return 0;
}
