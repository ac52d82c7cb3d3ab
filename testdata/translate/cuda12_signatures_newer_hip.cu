// CUDA 12.2's cudaGraphAddNode (five arguments; CUDA 13 adds edge data) maps to HIP 6.1's hipGraphAddNode; CUDA 12's
// three-argument cudaGraphExecUpdate (a result-info struct) has no HIP form (HIP takes CUDA 11's four arguments: a
// warning says how to port it); cudaStreamLegacy is HIP 6.2's hipStreamLegacy.
#include <cuda_runtime.h>
#include <cuda.h>

void add(cudaGraph_t graph, cudaGraphNode_t *node, cudaGraphNodeParams *params, CUgraph g2, CUgraphNode *n2,
         CUgraphNodeParams *p2) {
  // CHECK:   (void)hipGraphAddNode(node, graph, nullptr, 0, params);
  (void)cudaGraphAddNode(node, graph, nullptr, 0, params);
  // CHECK:   (void)hipGraphAddNode(n2, g2, nullptr, 0, p2);
  (void)cuGraphAddNode(n2, g2, nullptr, 0, p2);
}

void update(cudaGraphExec_t exec, cudaGraph_t graph, CUgraphExec e2, CUgraph g2) {
  cudaGraphExecUpdateResultInfo info;
  // CHECK:   (void)hipGraphExecUpdate(exec, graph, &info);
  (void)cudaGraphExecUpdate(exec, graph, &info);
  CUgraphExecUpdateResultInfo info2;
  // CHECK:   (void)hipGraphExecUpdate(e2, g2, &info2);
  (void)cuGraphExecUpdate(e2, g2, &info2);
  // CHECK:   (void)hipStreamSynchronize(hipStreamLegacy);
  (void)cudaStreamSynchronize(cudaStreamLegacy);
}

// The driver's capture info takes a cuuint64_t id (unsigned long here), HIP's an unsigned long long: the calls
// translate, the id's type is the user's to change.
void capture(CUstream s, CUgraph graph) {
  CUstreamCaptureStatus status;
  cuuint64_t id;
  const CUgraphNode *deps;
  size_t n = 0;
  // CHECK:   (void)hipStreamGetCaptureInfo(s, &status, &id);
  (void)cuStreamGetCaptureInfo(s, &status, &id);
  // CHECK:   (void)hipStreamGetCaptureInfo_v2(s, &status, &id, &graph, &deps, &n);
  (void)cuStreamGetCaptureInfo(s, &status, &id, &graph, &deps, &n);
}
