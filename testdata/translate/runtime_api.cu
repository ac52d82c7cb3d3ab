// Every runtime rule once: `call` rules in each arity, renames of functions, types and enumerators.
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
#include <cstdio>

__device__ float table[16];

__global__ void kern(float *p) { p[threadIdx.x] = table[threadIdx.x]; }

// CHECK: static void on_stream(hipStream_t, hipError_t, void *) {}
static void on_stream(cudaStream_t, cudaError_t, void *) {}
static void on_host(void *) {}

int main() {
  int dev = 0, count = 0, value = 0, lo = 0, hi = 0, ver = 0, can = 0, prio = 0;
  unsigned int flags = 0;
  size_t freeb = 0, totalb = 0, pitch = 0, sz = 0;
  float ms = 0.0f;
  void *vp = nullptr;
  float *dp = nullptr, *hp = nullptr, *mp = nullptr;
  // CHECK:   hipDeviceProp_t prop;
  cudaDeviceProp prop;
  // CHECK:   hipStream_t s1, s2;
  cudaStream_t s1, s2;
  // CHECK:   hipEvent_t e1, e2;
  cudaEvent_t e1, e2;
  // CHECK:   hipError_t err = hipSuccess;
  cudaError_t err = cudaSuccess;
  // CHECK:   enum hipError_t err2 = hipErrorInvalidValue;
  enum cudaError err2 = cudaErrorInvalidValue;
  // CHECK:   err = hipErrorOutOfMemory; err = hipErrorNotInitialized; err = hipErrorInvalidDevice;
  err = cudaErrorMemoryAllocation; err = cudaErrorInitializationError; err = cudaErrorInvalidDevice;
  // CHECK:   err = hipErrorInvalidDevicePointer; err = hipErrorInvalidMemcpyDirection;
  err = cudaErrorInvalidDevicePointer; err = cudaErrorInvalidMemcpyDirection;
  // CHECK:   err = hipErrorInvalidConfiguration; err = hipErrorNoDevice; err = hipErrorNotReady;
  err = cudaErrorInvalidConfiguration; err = cudaErrorNoDevice; err = cudaErrorNotReady;
  // CHECK:   err = hipErrorLaunchFailure; err = hipErrorPeerAccessAlreadyEnabled;
  err = cudaErrorLaunchFailure; err = cudaErrorPeerAccessAlreadyEnabled;
  // CHECK:   hipPointerAttribute_t pattr; hipFuncAttributes fattr;
  cudaPointerAttributes pattr; cudaFuncAttributes fattr;
  // CHECK:   hipStreamCallback_t cb = on_stream; hipHostFn_t hf = on_host;
  cudaStreamCallback_t cb = on_stream; cudaHostFn_t hf = on_host;
  // CHECK:   hipMemcpyKind kinds[] = {hipMemcpyHostToHost, hipMemcpyHostToDevice, hipMemcpyDeviceToHost,
  cudaMemcpyKind kinds[] = {cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost,
  // CHECK:                             hipMemcpyDeviceToDevice, hipMemcpyDefault};
                            cudaMemcpyDeviceToDevice, cudaMemcpyDefault};
  // CHECK:   unsigned sflags[] = {hipStreamDefault, hipStreamNonBlocking, hipEventDefault, hipEventBlockingSync, hipEventDisableTiming};
  unsigned sflags[] = {cudaStreamDefault, cudaStreamNonBlocking, cudaEventDefault, cudaEventBlockingSync, cudaEventDisableTiming};
  // CHECK:   unsigned hflags[] = {hipHostMallocDefault, hipHostMallocPortable, hipHostMallocMapped, hipHostMallocWriteCombined};
  unsigned hflags[] = {cudaHostAllocDefault, cudaHostAllocPortable, cudaHostAllocMapped, cudaHostAllocWriteCombined};
  // CHECK:   unsigned mflags[] = {hipMemAttachGlobal, hipMemAttachHost, hipDeviceScheduleAuto, hipDeviceScheduleBlockingSync, hipDeviceMapHost};
  unsigned mflags[] = {cudaMemAttachGlobal, cudaMemAttachHost, cudaDeviceScheduleAuto, cudaDeviceScheduleBlockingSync, cudaDeviceMapHost};
  (void)kinds; (void)sflags; (void)hflags; (void)mflags; (void)err2;
  // CHECK:   hipFuncCache_t cc = hipFuncCachePreferNone;
  cudaFuncCache cc = cudaFuncCachePreferNone;
  // CHECK:   cc = hipFuncCachePreferShared; cc = hipFuncCachePreferL1; cc = hipFuncCachePreferEqual;
  cc = cudaFuncCachePreferShared; cc = cudaFuncCachePreferL1; cc = cudaFuncCachePreferEqual;
  // CHECK:   hipDeviceAttribute_t attrs[] = {hipDeviceAttributeMaxThreadsPerBlock, hipDeviceAttributeMultiprocessorCount, hipDeviceAttributeMaxSharedMemoryPerBlock};
  cudaDeviceAttr attrs[] = {cudaDevAttrMaxThreadsPerBlock, cudaDevAttrMultiProcessorCount, cudaDevAttrMaxSharedMemoryPerBlock};
  // CHECK:   hipDeviceAttribute_t attrs2[] = {hipDeviceAttributeComputeCapabilityMajor, hipDeviceAttributeComputeCapabilityMinor, hipDeviceAttributeClockRate};
  cudaDeviceAttr attrs2[] = {cudaDevAttrComputeCapabilityMajor, cudaDevAttrComputeCapabilityMinor, cudaDevAttrClockRate};
  (void)attrs; (void)attrs2;
  // CHECK:   (void)hipDeviceGetAttribute(&value, hipDeviceAttributeWarpSize, dev);
  (void)cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, dev);
  // CHECK:   (void)hipSetDevice(0); (void)hipGetDevice(&dev); (void)hipGetDeviceCount(&count);
  (void)cudaSetDevice(0); (void)cudaGetDevice(&dev); (void)cudaGetDeviceCount(&count);
  // CHECK:   (void)hipGetDeviceProperties(&prop, dev);
  (void)cudaGetDeviceProperties(&prop, dev);
  // CHECK:   (void)hipDeviceSynchronize(); (void)hipDeviceSynchronize(); (void)hipDeviceReset();
  (void)cudaDeviceSynchronize(); (void)cudaThreadSynchronize(); (void)cudaDeviceReset();
  // CHECK:   (void)hipSetDeviceFlags(hipDeviceScheduleAuto); (void)hipGetDeviceFlags(&flags);
  (void)cudaSetDeviceFlags(cudaDeviceScheduleAuto); (void)cudaGetDeviceFlags(&flags);
  // CHECK:   (void)hipDeviceSetCacheConfig(cc); (void)hipDeviceGetCacheConfig(&cc);
  (void)cudaDeviceSetCacheConfig(cc); (void)cudaDeviceGetCacheConfig(&cc);
  // CHECK:   (void)hipDeviceCanAccessPeer(&can, 0, 1); (void)hipDeviceEnablePeerAccess(1, 0); (void)hipDeviceDisablePeerAccess(1);
  (void)cudaDeviceCanAccessPeer(&can, 0, 1); (void)cudaDeviceEnablePeerAccess(1, 0); (void)cudaDeviceDisablePeerAccess(1);
  // CHECK:   (void)hipDeviceGetStreamPriorityRange(&lo, &hi); (void)hipDriverGetVersion(&ver); (void)hipRuntimeGetVersion(&ver);
  (void)cudaDeviceGetStreamPriorityRange(&lo, &hi); (void)cudaDriverGetVersion(&ver); (void)cudaRuntimeGetVersion(&ver);
  // CHECK:   err = hipGetLastError(); err = hipPeekAtLastError();
  err = cudaGetLastError(); err = cudaPeekAtLastError();
  // CHECK:   printf("%s %s\n", hipGetErrorString(err), hipGetErrorName(err));
  printf("%s %s\n", cudaGetErrorString(err), cudaGetErrorName(err));
  // CHECK:   (void)hipStreamCreate(&s1); (void)hipStreamCreateWithFlags(&s2, hipStreamNonBlocking);
  (void)cudaStreamCreate(&s1); (void)cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  // CHECK:   (void)hipStreamCreateWithPriority(&s2, hipStreamDefault, prio);
  (void)cudaStreamCreateWithPriority(&s2, cudaStreamDefault, prio);
  // CHECK:   (void)hipStreamSynchronize(s1); (void)hipStreamQuery(s1); (void)hipStreamWaitEvent(s1, e1, 0);
  (void)cudaStreamSynchronize(s1); (void)cudaStreamQuery(s1); (void)cudaStreamWaitEvent(s1, e1, 0);
  // CHECK:   (void)hipStreamAddCallback(s1, cb, nullptr, 0); (void)hipLaunchHostFunc(s1, hf, nullptr);
  (void)cudaStreamAddCallback(s1, cb, nullptr, 0); (void)cudaLaunchHostFunc(s1, hf, nullptr);
  // CHECK:   (void)hipStreamGetPriority(s1, &prio); (void)hipStreamGetFlags(s1, &flags); (void)hipStreamDestroy(s1);
  (void)cudaStreamGetPriority(s1, &prio); (void)cudaStreamGetFlags(s1, &flags); (void)cudaStreamDestroy(s1);
  // CHECK:   (void)hipEventCreate(&e1);
  (void)cudaEventCreate(&e1);
  // CHECK:   (void)hipEventCreateWithFlags(&e2, hipEventBlockingSync | hipEventDisableTiming);
  (void)cudaEventCreate(&e2, cudaEventBlockingSync | cudaEventDisableTiming);
  // CHECK:   (void)hipEventCreateWithFlags(&e2, hipEventDefault); (void)hipEventRecord(e1); (void)hipEventRecord(e2, s2);
  (void)cudaEventCreateWithFlags(&e2, cudaEventDefault); (void)cudaEventRecord(e1); (void)cudaEventRecord(e2, s2);
  // CHECK:   (void)hipEventSynchronize(e2); (void)hipEventQuery(e2); (void)hipEventElapsedTime(&ms, e1, e2);
  (void)cudaEventSynchronize(e2); (void)cudaEventQuery(e2); (void)cudaEventElapsedTime(&ms, e1, e2);
  // CHECK:   (void)hipEventDestroy(e1);
  (void)cudaEventDestroy(e1);
  // CHECK:   (void)hipMalloc(&dp, 1024); (void)hipMemset(dp, 0, 1024); (void)hipMemsetAsync(dp, 0, 1024, s2);
  (void)cudaMalloc(&dp, 1024); (void)cudaMemset(dp, 0, 1024); (void)cudaMemsetAsync(dp, 0, 1024, s2);
  // CHECK:   (void)hipHostMalloc(&hp, 1024, hipHostMallocDefault);
  (void)cudaMallocHost(&hp, 1024);
  // CHECK:   (void)hipHostMalloc((void **)&hp, 1024, hipHostMallocPortable);
  (void)cudaMallocHost((void **)&hp, 1024, cudaHostAllocPortable);
  // CHECK:   (void)hipHostMalloc((void **)&hp, 1024, hipHostMallocMapped);
  (void)cudaHostAlloc((void **)&hp, 1024, cudaHostAllocMapped);
  // CHECK:   (void)hipMemcpy(dp, hp, 1024, hipMemcpyHostToDevice); (void)hipMemcpyAsync(hp, dp, 1024, hipMemcpyDeviceToHost, s2);
  (void)cudaMemcpy(dp, hp, 1024, cudaMemcpyHostToDevice); (void)cudaMemcpyAsync(hp, dp, 1024, cudaMemcpyDeviceToHost, s2);
  // CHECK:   (void)hipMemcpy2D(dp, 64, hp, 64, 64, 4, hipMemcpyHostToDevice); (void)hipMallocPitch(&vp, &pitch, 64, 4);
  (void)cudaMemcpy2D(dp, 64, hp, 64, 64, 4, cudaMemcpyHostToDevice); (void)cudaMallocPitch(&vp, &pitch, 64, 4);
  // CHECK:   (void)hipMemGetInfo(&freeb, &totalb); (void)hipMemcpyPeer(dp, 1, hp, 0, 16);
  (void)cudaMemGetInfo(&freeb, &totalb); (void)cudaMemcpyPeer(dp, 1, hp, 0, 16);
  // CHECK:   (void)hipMallocManaged(&mp, 1024);
  (void)cudaMallocManaged(&mp, 1024);
  // CHECK:   (void)hipHostRegister(hp, 1024, 0); (void)hipHostGetDevicePointer(&vp, hp, 0); (void)hipHostUnregister(hp);
  (void)cudaHostRegister(hp, 1024, 0); (void)cudaHostGetDevicePointer(&vp, hp, 0); (void)cudaHostUnregister(hp);
  // CHECK:   (void)hipPointerGetAttributes(&pattr, dp);
  (void)cudaPointerGetAttributes(&pattr, dp);
  // CHECK:   (void)hipMemcpyToSymbol(HIP_SYMBOL(table), hp, sizeof(table));
  (void)cudaMemcpyToSymbol(table, hp, sizeof(table));
  // CHECK:   (void)hipMemcpyToSymbol(HIP_SYMBOL(table), hp, 4 * sizeof(float), 4 * sizeof(float));
  (void)cudaMemcpyToSymbol(table, hp, 4 * sizeof(float), 4 * sizeof(float));
  // CHECK:   (void)hipMemcpyToSymbol(HIP_SYMBOL(table), dp, sizeof(float), 0, hipMemcpyDeviceToDevice);
  (void)cudaMemcpyToSymbol(table, dp, sizeof(float), 0, cudaMemcpyDeviceToDevice);
  // CHECK:   (void)hipMemcpyFromSymbol(hp, HIP_SYMBOL(table), sizeof(table));
  (void)cudaMemcpyFromSymbol(hp, table, sizeof(table));
  // CHECK:   (void)hipMemcpyFromSymbol(hp, HIP_SYMBOL(table), sizeof(float), sizeof(float));
  (void)cudaMemcpyFromSymbol(hp, table, sizeof(float), sizeof(float));
  // CHECK:   (void)hipMemcpyFromSymbol(dp, HIP_SYMBOL(table), sizeof(float), 0, hipMemcpyDeviceToDevice);
  (void)cudaMemcpyFromSymbol(dp, table, sizeof(float), 0, cudaMemcpyDeviceToDevice);
  // CHECK:   (void)hipMemcpyToSymbolAsync(HIP_SYMBOL(table), hp, sizeof(float), 0, hipMemcpyHostToDevice);
  (void)cudaMemcpyToSymbolAsync(table, hp, sizeof(float), 0, cudaMemcpyHostToDevice);
  // CHECK:   (void)hipMemcpyToSymbolAsync(HIP_SYMBOL(table), hp, sizeof(float), 0, hipMemcpyHostToDevice, s2);
  (void)cudaMemcpyToSymbolAsync(table, hp, sizeof(float), 0, cudaMemcpyHostToDevice, s2);
  // CHECK:   (void)hipMemcpyFromSymbolAsync(hp, HIP_SYMBOL(table), sizeof(float), 0, hipMemcpyDeviceToHost);
  (void)cudaMemcpyFromSymbolAsync(hp, table, sizeof(float), 0, cudaMemcpyDeviceToHost);
  // CHECK:   (void)hipMemcpyFromSymbolAsync(hp, HIP_SYMBOL(table), sizeof(float), 0, hipMemcpyDeviceToHost, s2);
  (void)cudaMemcpyFromSymbolAsync(hp, table, sizeof(float), 0, cudaMemcpyDeviceToHost, s2);
  // CHECK:   (void)hipGetSymbolAddress(&vp, HIP_SYMBOL(table)); (void)hipGetSymbolSize(&sz, HIP_SYMBOL(table));
  (void)cudaGetSymbolAddress(&vp, table); (void)cudaGetSymbolSize(&sz, table);
  // CHECK:   (void)hipFuncGetAttributes(&fattr, reinterpret_cast<const void*>((const void *)kern)); (void)hipFuncSetCacheConfig(reinterpret_cast<const void*>((const void *)kern), cc);
  (void)cudaFuncGetAttributes(&fattr, (const void *)kern); (void)cudaFuncSetCacheConfig((const void *)kern, cc);
  void *args[] = {&dp};
  // CHECK:   (void)hipLaunchKernel(reinterpret_cast<const void*>((const void *)kern), dim3(1), dim3(32), args, 0, s2);
  (void)cudaLaunchKernel((const void *)kern, dim3(1), dim3(32), args, 0, s2);
  int min_grid = 0, block = 0, blocks = 0;
  // CHECK:   (void)hipOccupancyMaxPotentialBlockSize(&min_grid, &block, kern, 0, 0);
  (void)cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, kern, 0, 0);
  // CHECK:   (void)hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(kern), 128, 0);
  (void)cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kern, 128, 0);
  // CHECK:   (void)hipProfilerStart(); (void)hipProfilerStop();
  (void)cudaProfilerStart(); (void)cudaProfilerStop();
  // CUDA 13 takes a cudaMemLocation where HIP takes a device ordinal: the location's id is passed on.
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  // CHECK:   (void)hipMemAdvise(mp, 1024, hipMemAdviseSetReadMostly, loc.id);
  (void)cudaMemAdvise(mp, 1024, cudaMemAdviseSetReadMostly, loc);
  // CHECK:   (void)hipMemPrefetchAsync(mp, 1024, loc.id);
  (void)cudaMemPrefetchAsync(mp, 1024, loc, 0);
  // CHECK:   (void)hipMemPrefetchAsync(mp, 1024, loc.id, s2);
  (void)cudaMemPrefetchAsync(mp, 1024, loc, 0, s2);
  cudaMemPool_t pool;
  // CHECK:   (void)hipDeviceGetDefaultMemPool(&pool, (&loc)->id);
  (void)cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypePinned);
  // CHECK:   (void)hipDeviceGetMemPool(&pool, (&loc)->id);
  (void)cudaMemGetMemPool(&pool, &loc, cudaMemAllocationTypePinned);
  // CHECK:   (void)hipDeviceSetMemPool((&loc)->id, pool);
  (void)cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, pool);
  // CHECK:   (void)hipFree(dp); (void)hipHostFree(hp); (void)hipFree(mp);
  (void)cudaFree(dp); (void)cudaFreeHost(hp); (void)cudaFree(mp);
  // CHECK:   (void)hipEventDestroy(e2); (void)hipStreamDestroy(s2);
  (void)cudaEventDestroy(e2); (void)cudaStreamDestroy(s2);
  return 0;
}
