// Calls whose HIP counterpart is newer than HIP 5.2: translated (with a PCC1006 warning when the installed HIP is
// older), not compiled here.
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void k(float *p) { p[threadIdx.x] = 0.0f; }
static size_t smem_for(int block) { return block * sizeof(float); }

void newer(CUgraph g, CUgraphNode *node, cudaGraph_t rg, cudaGraphNode_t *rnode) {
  void *fn = nullptr;
  CUdriverProcAddressQueryResult found;
  // CHECK:   (void)hipGetProcAddress("cuMemAlloc", &fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &found);
  (void)cuGetProcAddress("cuMemAlloc", &fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &found);
  CUgraphNodeParams params = {};
  // CHECK:   (void)hipGraphAddNode(node, g, nullptr, 0, &params);
  (void)cuGraphAddNode(node, g, nullptr, nullptr, 0, &params);
  cudaGraphNodeParams rparams = {};
  // CHECK:   (void)hipGraphAddNode(rnode, rg, nullptr, 0, &rparams);
  (void)cudaGraphAddNode(rnode, rg, nullptr, nullptr, 0, &rparams);
  int grid = 0, block = 0;
  // CHECK:   (void)hipOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, k, smem_for, 256);
  (void)cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, k, smem_for, 256);
  // CHECK:   (void)hipOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(&grid, &block, k, smem_for, 256, hipOccupancyDefault);
  (void)cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(&grid, &block, k, smem_for, 256, cudaOccupancyDefault);
  cudaFunction_t kf;
  // CHECK:   (void)hipGetFuncBySymbol(&kf, (const void *)(k));
  (void)cudaGetFuncBySymbol(&kf, k);
  size_t dyn = 0;
  // CHECK:   (void)hipOccupancyAvailableDynamicSMemPerBlock(&dyn, reinterpret_cast<const void*>(k), 4, 256);
  (void)cudaOccupancyAvailableDynamicSMemPerBlock(&dyn, k, 4, 256);
}
