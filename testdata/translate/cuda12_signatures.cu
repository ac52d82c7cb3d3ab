// Sources written for CUDA 10-12: the signatures CUDA 13 changed parse (pycucc's declarations accept every CUDA
// 10-13 form) and translate by arity, or by an argument's type where two versions take as many arguments.
#include <cuda_runtime.h>
#include <cuda.h>
#include <cstdio>

// nvcc accepts a variadic __device__ function (clang's CUDA mode does not, unless told so)
// CHECK: __device__ void trace(const char *fmt, ...) {}
__device__ void trace(const char *fmt, ...) {}
__global__ void k(int *p) { trace("%d", p[0]); }

void graphs(cudaStream_t s) {
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaGraphNode_t a, b, err;
  char log[64];
  size_t n = 0;
  // CHECK:   hipGraphInstantiate(&exec, graph, NULL, NULL, 0);
  cudaGraphInstantiate(&exec, graph, NULL, NULL, 0);
  // CHECK:   hipGraphInstantiate(&exec, graph, &err, log, sizeof(log));
  cudaGraphInstantiate(&exec, graph, &err, log, sizeof(log));
  cudaGraphExecUpdateResult result;
  // CHECK:   hipGraphExecUpdate(exec, graph, &err, &result);
  cudaGraphExecUpdate(exec, graph, &err, &result);
  // CUDA 12's form reports into a result-info struct, which no HIP has (pycucc_compat.h's); the driver's only form
  cudaGraphExecUpdateResultInfo info;
  // CHECK:   __pycucc_graph_exec_update(exec, graph, &info);
  cudaGraphExecUpdate(exec, graph, &info);
  // CHECK:   cudaGraphExecUpdateResultInfo driver_info; struct cudaGraphExecUpdateResultInfo_st *same = &driver_info;
  CUgraphExecUpdateResultInfo driver_info; struct CUgraphExecUpdateResultInfo_st *same = &driver_info;
  // CHECK:   cudaGraphExecUpdateResultInfo *v1 = same;
  CUgraphExecUpdateResultInfo_v1 *v1 = same;
  // CHECK:   (void)__pycucc_graph_exec_update(exec, graph, v1);
  (void)cuGraphExecUpdate(exec, graph, v1);
  if (info.result != cudaGraphExecUpdateSuccess || info.errorNode != nullptr || info.errorFromNode != nullptr) return;
  // not called: the function itself (CUDA 11's form, which HIP has)
  // CHECK:   auto update11 = static_cast<hipError_t (*)(hipGraphExec_t, hipGraph_t, hipGraphNode_t *, hipGraphExecUpdateResult *)>(hipGraphExecUpdate);
  auto update11 = static_cast<cudaError_t (*)(cudaGraphExec_t, cudaGraph_t, cudaGraphNode_t *, cudaGraphExecUpdateResult *)>(cudaGraphExecUpdate);
  // CHECK:   auto driver11 = static_cast<hipError_t (*)(hipGraphExec_t, hipGraph_t, hipGraphNode_t *, hipGraphExecUpdateResult *)>(hipGraphExecUpdate);
  auto driver11 = static_cast<CUresult (*)(CUgraphExec, CUgraph, CUgraphNode *, CUgraphExecUpdateResult *)>(cuGraphExecUpdate);
  (void)update11; (void)driver11;
  // CHECK:   hipGraphAddDependencies(graph, &a, &b, 1);
  cudaGraphAddDependencies(graph, &a, &b, 1);
  // CHECK:   hipGraphRemoveDependencies(graph, &a, &b, 1);
  cudaGraphRemoveDependencies(graph, &a, &b, 1);
  // CHECK:   hipGraphGetEdges(graph, &a, &b, &n);
  cudaGraphGetEdges(graph, &a, &b, &n);
  // CHECK:   hipGraphNodeGetDependencies(b, &a, &n);
  cudaGraphNodeGetDependencies(b, &a, &n);
  // CHECK:   hipGraphNodeGetDependentNodes(a, &b, &n);
  cudaGraphNodeGetDependentNodes(a, &b, &n);
  cudaStreamCaptureStatus status;
  unsigned long long id;
  const cudaGraphNode_t *deps;
  // CHECK:   hipStreamGetCaptureInfo_v2(s, &status, &id, &graph, &deps, &n);
  cudaStreamGetCaptureInfo(s, &status, &id, &graph, &deps, &n);
  // CHECK:   hipStreamUpdateCaptureDependencies(s, &a, 1);
  cudaStreamUpdateCaptureDependencies(s, &a, 1);
  // CUDA 11-12 (stream, nodes, count, flags) and CUDA 13 (stream, nodes, edge data, count): the third argument's type
  // CHECK:   hipStreamUpdateCaptureDependencies(s, &a, 1, hipStreamSetCaptureDependencies);
  cudaStreamUpdateCaptureDependencies(s, &a, 1, cudaStreamSetCaptureDependencies);
  // CHECK:   hipStreamUpdateCaptureDependencies(s, &a, 1);
  cudaStreamUpdateCaptureDependencies(s, &a, nullptr, 1);
}

void managed(cudaStream_t s, int device) {
  float *p;
  cudaMallocManaged(&p, 1024);
  // CUDA 12 passes a device ordinal, CUDA 13 a cudaMemLocation
  // CHECK:   hipMemAdvise(p, 1024, hipMemAdviseSetReadMostly, device);
  cudaMemAdvise(p, 1024, cudaMemAdviseSetReadMostly, device);
  // CHECK:   hipMemAdvise(p, 1024, hipMemAdviseSetPreferredLocation, hipCpuDeviceId);
  cudaMemAdvise(p, 1024, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);
  // CHECK:   hipMemPrefetchAsync(p, 1024, device);
  cudaMemPrefetchAsync(p, 1024, device);
  // CHECK:   hipMemPrefetchAsync(p, 1024, device, s);
  cudaMemPrefetchAsync(p, 1024, device, s);
}

void driver(CUdeviceptr dp, CUstream s) {
  CUcontext ctx;
  // CHECK:   hipCtxCreate(&ctx, 0, 0);
  cuCtxCreate(&ctx, 0, 0);
  CUgraph graph;
  CUgraphExec exec;
  CUgraphNode a, b, err;
  char log[64];
  size_t n = 0;
  // CHECK:   hipGraphInstantiate(&exec, graph, &err, log, sizeof(log));
  cuGraphInstantiate(&exec, graph, &err, log, sizeof(log));
  CUgraphExecUpdateResult result;
  // CHECK:   hipGraphExecUpdate(exec, graph, &err, &result);
  cuGraphExecUpdate(exec, graph, &err, &result);
  // CHECK:   hipGraphAddDependencies(graph, &a, &b, 1);
  cuGraphAddDependencies(graph, &a, &b, 1);
  // CHECK:   hipGraphRemoveDependencies(graph, &a, &b, 1);
  cuGraphRemoveDependencies(graph, &a, &b, 1);
  // CHECK:   hipGraphGetEdges(graph, &a, &b, &n);
  cuGraphGetEdges(graph, &a, &b, &n);
  // CHECK:   hipGraphNodeGetDependencies(b, &a, &n);
  cuGraphNodeGetDependencies(b, &a, &n);
  // CHECK:   hipGraphNodeGetDependentNodes(a, &b, &n);
  cuGraphNodeGetDependentNodes(a, &b, &n);
  // CHECK:   hipStreamUpdateCaptureDependencies(s, &a, 1, 0);
  cuStreamUpdateCaptureDependencies(s, &a, 1, 0);
  // CHECK:   hipMemAdvise(dp, 1024, hipMemAdviseSetReadMostly, 0);
  cuMemAdvise(dp, 1024, CU_MEM_ADVISE_SET_READ_MOSTLY, 0);
  // CHECK:   hipMemPrefetchAsync(dp, 1024, 0, s);
  cuMemPrefetchAsync(dp, 1024, 0, s);
}
