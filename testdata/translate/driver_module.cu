// A driver-API module loader: initialize, create a context, load a code object, look up a kernel and a global,
// move data with the typed copies, launch, and time it. Also the driver's pinned/managed allocations and its
// occupancy calculator.
#include <cuda.h>
#include <cstdio>
#include <vector>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { std::printf("driver error %d\n", (int)r_); return 1; } } while (0)

int run(const void *image, size_t n) {
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CUfunction fn;
  CUdeviceptr d_in, d_out, d_table;
  size_t table_bytes = 0;
  CUstream stream;
  CUevent start, stop;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  int major = 0, sms = 0;
  CK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  CK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  // CHECK:   CK(hipCtxCreate(&ctx, hipDeviceScheduleAuto, dev));
  CK(cuCtxCreate(&ctx, nullptr, CU_CTX_SCHED_AUTO, dev));
  CK(cuModuleLoadData(&mod, image));
  CK(cuModuleGetFunction(&fn, mod, "scale"));
  CK(cuModuleGetGlobal(&d_table, &table_bytes, mod, "table"));
  CK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CK(cuEventCreate(&start, CU_EVENT_DEFAULT));
  CK(cuEventCreate(&stop, CU_EVENT_DEFAULT));

  std::vector<float> host(n, 1.0f);
  const float *src = host.data();
  // CHECK:   CK(hipMalloc(&d_in, n * sizeof(float)));
  CK(cuMemAlloc(&d_in, n * sizeof(float)));
  // CHECK:   CK(hipMalloc(&d_out, n * sizeof(float)));
  CK(cuMemAlloc(&d_out, n * sizeof(float)));
  // CHECK:   CK(hipMemcpyHtoD(d_in, (void *)(src), n * sizeof(float)));
  CK(cuMemcpyHtoD(d_in, src, n * sizeof(float)));
  // CHECK:   CK(hipMemcpyHtoDAsync(d_in, (void *)(src), n * sizeof(float), stream));
  CK(cuMemcpyHtoDAsync(d_in, src, n * sizeof(float), stream));
  // CHECK:   CK(hipMemcpy((void *)(d_out), (const void *)(d_in), n * sizeof(float), hipMemcpyDefault));
  CK(cuMemcpy(d_out, d_in, n * sizeof(float)));
  // CHECK:   CK(hipMemcpyAsync((void *)(d_out), (const void *)(d_in), n * sizeof(float), hipMemcpyDefault, stream));
  CK(cuMemcpyAsync(d_out, d_in, n * sizeof(float), stream));

  int grid = 0, block = 0;
  // CHECK:   CK(hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, fn, 0, 1024));
  CK(cuOccupancyMaxPotentialBlockSize(&grid, &block, fn, nullptr, 0, 1024));
  // CHECK:   CK(hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, fn, 0, 1024, hipOccupancyDefault));
  CK(cuOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, fn, nullptr, 0, 1024, CU_OCCUPANCY_DEFAULT));
  unsigned count = (unsigned)n;
  void *params[] = {&d_out, &d_in, &count};
  CK(cuEventRecord(start, stream));
  CK(cuLaunchKernel(fn, (count + 255) / 256, 1, 1, 256, 1, 1, 0, stream, params, nullptr));
  CK(cuEventRecord(stop, stream));
  CK(cuStreamSynchronize(stream));
  float ms = 0.0f;
  CK(cuEventElapsedTime(&ms, start, stop));
  CK(cuMemcpyDtoH(host.data(), d_out, n * sizeof(float)));

  void *pinned = nullptr, *mapped = nullptr;
  CUdeviceptr managed, pooled, from_pool;
  // CHECK:   CK(hipHostMalloc(&pinned, 4096, hipHostMallocDefault));
  CK(cuMemAllocHost(&pinned, 4096));
  // The versioned entry points cuda.h #defines the plain names to, called by those names.
  // CHECK:   CK(hipHostMalloc(&pinned, 4096, hipHostMallocDefault));
  CK(cuMemAllocHost_v2(&pinned, 4096));
  // CHECK:   CK(hipMemcpyHtoD(d_in, (void *)(src), n * sizeof(float)));
  CK(cuMemcpyHtoD_v2(d_in, src, n * sizeof(float)));
  // CHECK:   CK(hipMemcpyHtoDAsync(d_in, (void *)(src), n * sizeof(float), stream));
  CK(cuMemcpyHtoDAsync_v2(d_in, src, n * sizeof(float), stream));
  // CHECK:   CK(hipHostMalloc(&mapped, 4096, hipHostMallocMapped));
  CK(cuMemHostAlloc(&mapped, 4096, CU_MEMHOSTALLOC_DEVICEMAP));
  // CHECK:   CK(hipMallocManaged(&managed, 4096, hipMemAttachGlobal));
  CK(cuMemAllocManaged(&managed, 4096, CU_MEM_ATTACH_GLOBAL));
  // CHECK:   CK(hipMallocAsync(&pooled, 4096, stream));
  CK(cuMemAllocAsync(&pooled, 4096, stream));
  CUmemoryPool pool;
  CK(cuDeviceGetDefaultMemPool(&pool, dev));
  // CHECK:   CK(hipMallocFromPoolAsync(&from_pool, 4096, pool, stream));
  CK(cuMemAllocFromPoolAsync(&from_pool, 4096, pool, stream));

  // Capture the copies into a graph and inspect its shape.
  CUgraph graph;
  CUgraphExec exec;
  CUstreamCaptureStatus status;

  const CUgraphNode *deps = nullptr;
  size_t ndeps = 0;
  CK(cuStreamBeginCapture(stream, CU_STREAM_CAPTURE_MODE_GLOBAL));
  CK(cuMemcpyDtoDAsync(d_out, d_in, n * sizeof(float), stream));
  // CHECK:   CK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, nullptr, &deps, &ndeps));
  CK(cuStreamGetCaptureInfo(stream, &status, nullptr, nullptr, &deps, nullptr, &ndeps));
  CUgraphNode none[1] = {};
  // CHECK:   CK(hipStreamUpdateCaptureDependencies(stream, none, 0, hipStreamAddCaptureDependencies));
  CK(cuStreamUpdateCaptureDependencies(stream, none, nullptr, 0, CU_STREAM_ADD_CAPTURE_DEPENDENCIES));
  CK(cuStreamEndCapture(stream, &graph));
  CUgraphNode a, b, from[4], to[4], nodes[4];
  size_t nedges = 4, nnodes = 4;
  CK(cuGraphAddEmptyNode(&a, graph, nullptr, 0));
  CK(cuGraphAddEmptyNode(&b, graph, nullptr, 0));
  // CHECK:   CK(hipGraphAddDependencies(graph, &a, &b, 1));
  CK(cuGraphAddDependencies(graph, &a, &b, nullptr, 1));
  // CHECK:   CK(hipGraphGetEdges(graph, from, to, &nedges));
  CK(cuGraphGetEdges(graph, from, to, nullptr, &nedges));
  // CHECK:   CK(hipGraphNodeGetDependencies(b, nodes, &nnodes));
  CK(cuGraphNodeGetDependencies(b, nodes, nullptr, &nnodes));
  // CHECK:   CK(hipGraphNodeGetDependentNodes(a, nodes, &nnodes));
  CK(cuGraphNodeGetDependentNodes(a, nodes, nullptr, &nnodes));
  // CHECK:   CK(hipGraphRemoveDependencies(graph, &a, &b, 1));
  CK(cuGraphRemoveDependencies(graph, &a, &b, nullptr, 1));
  // CHECK:   CK(hipGraphInstantiateWithFlags(&exec, graph, 0));
  CK(cuGraphInstantiate(&exec, graph, 0));
  CK(cuGraphLaunch(exec, stream));
  CK(cuStreamSynchronize(stream));

  CK(cuGraphExecDestroy(exec));
  CK(cuGraphDestroy(graph));
  CK(cuMemFreeAsync(pooled, stream));
  CK(cuMemFreeAsync(from_pool, stream));
  CK(cuMemFree(managed));
  CK(cuMemFreeHost(pinned));
  CUmemLocation where = {};
  where.type = CU_MEM_LOCATION_TYPE_DEVICE;
  where.id = dev;
  // CHECK:   CK(hipMemAdvise(managed, 4096, hipMemAdviseSetReadMostly, where.id));
  CK(cuMemAdvise(managed, 4096, CU_MEM_ADVISE_SET_READ_MOSTLY, where));
  // CHECK:   CK(hipMemPrefetchAsync(managed, 4096, where.id, stream));
  CK(cuMemPrefetchAsync(managed, 4096, where, 0, stream));
  CUmemoryPool located;
  // CHECK:   CK(hipDeviceGetDefaultMemPool(&located, (&where)->id));
  CK(cuMemGetDefaultMemPool(&located, &where, CU_MEM_ALLOCATION_TYPE_PINNED));
  // CHECK:   CK(hipDeviceGetMemPool(&located, (&where)->id));
  CK(cuMemGetMemPool(&located, &where, CU_MEM_ALLOCATION_TYPE_PINNED));
  // CHECK:   CK(hipDeviceSetMemPool((&where)->id, located));
  CK(cuMemSetMemPool(&where, CU_MEM_ALLOCATION_TYPE_PINNED, located));
  CK(cuMemFreeHost(mapped));
  CK(cuMemFree(d_in));
  CK(cuMemFree(d_out));
  CK(cuEventDestroy(start));
  CK(cuEventDestroy(stop));
  CK(cuStreamDestroy(stream));
  CK(cuModuleUnload(mod));
  CK(cuCtxDestroy(ctx));
  std::printf("%d SMs, %.3f ms, table %zu bytes, %d\n", sms, ms, table_bytes, major + grid + block);
  return 0;
}
