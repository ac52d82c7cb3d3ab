// CUDA 12.2's cudaGraphAddNode (five arguments; CUDA 13 adds edge data) maps to HIP 6.1's hipGraphAddNode;
// cudaStreamLegacy is HIP 6.2's hipStreamLegacy. (CUDA 12's three-argument cudaGraphExecUpdate: cuda12_signatures.cu.)
#include <cuda_runtime.h>
#include <cuda.h>

void add(cudaGraph_t graph, cudaGraphNode_t *node, cudaGraphNodeParams *params, CUgraph g2, CUgraphNode *n2,
         CUgraphNodeParams *p2) {
  // CHECK:   (void)hipGraphAddNode(node, graph, nullptr, 0, params);
  (void)cudaGraphAddNode(node, graph, nullptr, 0, params);
  // CHECK:   (void)hipGraphAddNode(n2, g2, nullptr, 0, p2);
  (void)cuGraphAddNode(n2, g2, nullptr, 0, p2);
}

void update() {
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
