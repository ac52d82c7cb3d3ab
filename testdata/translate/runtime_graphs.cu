// A runtime-API program that builds and replays a CUDA graph, moves data through __device__ symbols with graph
// memcpy nodes, launches kernels through the C API, and sizes launches with the occupancy calculator.
#include <cuda_runtime.h>
#include <cstdio>

__device__ float bias[64];
__device__ float result[64];

__global__ void axpb(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + bias[i % 64];
}

__global__ void shift(float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) result[i % 64] = y[i];
}

#define CHECK_CUDA(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { std::printf("%s\n", cudaGetErrorString(e_)); return 1; } } while (0)

int main() {
  const int n = 1 << 16;
  float host[64] = {0};
  float *x = nullptr, *y = nullptr;
  // CHECK:   CHECK_CUDA(hipSetDevice(0));
  CHECK_CUDA(cudaInitDevice(0, 0, 0));
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  // CHECK:   CHECK_CUDA(hipMallocAsync(&x, n * sizeof(float), s));
  CHECK_CUDA(cudaMallocAsync(&x, n * sizeof(float), s));
  // CHECK:   CHECK_CUDA(hipMallocAsync(&y, n * sizeof(float), s));
  CHECK_CUDA(cudaMallocAsync(&y, n * sizeof(float), s));
  cudaMemPool_t pool;
  CHECK_CUDA(cudaDeviceGetDefaultMemPool(&pool, 0));
  float *z = nullptr;
  // CHECK:   CHECK_CUDA(hipMallocFromPoolAsync(&z, n * sizeof(float), pool, s));
  CHECK_CUDA(cudaMallocFromPoolAsync(&z, n * sizeof(float), pool, s));
  // CHECK:   CHECK_CUDA(hipMemcpyToSymbolAsync(HIP_SYMBOL(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpyToSymbolAsync(bias, host, sizeof(host), 0, cudaMemcpyHostToDevice));
  // CHECK:   CHECK_CUDA(hipMemcpyToSymbolAsync(HIP_SYMBOL(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpyToSymbolAsync(bias, host, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipMemcpyToSymbolAsync(HIP_SYMBOL(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpyToSymbolAsync(bias, host, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipMemcpyToSymbolAsync(HIP_SYMBOL(bias), host, sizeof(host), 0, hipMemcpyHostToDevice, s));
  CHECK_CUDA(cudaMemcpyToSymbolAsync(bias, host, sizeof(host), 0, cudaMemcpyHostToDevice, s));
  // CHECK:   CHECK_CUDA(hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpyFromSymbolAsync(host, result, sizeof(host), 0, cudaMemcpyDeviceToHost));
  // CHECK:   CHECK_CUDA(hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpyFromSymbolAsync(host, result, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpyFromSymbolAsync(host, result, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(result), sizeof(host), 0, hipMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaMemcpyFromSymbolAsync(host, result, sizeof(host), 0, cudaMemcpyDeviceToHost, s));

  int min_grid = 0, block = 0, blocks_per_sm = 0;
  // CHECK:   CHECK_CUDA(hipOccupancyMaxPotentialBlockSizeWithFlags(&min_grid, &block, axpb, 0, 256, hipOccupancyDefault));
  CHECK_CUDA(cudaOccupancyMaxPotentialBlockSizeWithFlags(&min_grid, &block, axpb, 0, 256, cudaOccupancyDefault));
  // CHECK:   CHECK_CUDA(hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks_per_sm, reinterpret_cast<const void*>(axpb), 256, 0, hipOccupancyDefault));
  CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks_per_sm, axpb, 256, 0, cudaOccupancyDefault));
  // CHECK:   CHECK_CUDA(hipFuncSetAttribute(reinterpret_cast<const void*>(axpb), hipFuncAttributeMaxDynamicSharedMemorySize, 4096));
  CHECK_CUDA(cudaFuncSetAttribute(axpb, cudaFuncAttributeMaxDynamicSharedMemorySize, 4096));
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  (void)desc;

  float a = 2.0f;
  int nn = n;
  void *args[] = {&y, &x, &a, &nn};
  // CHECK:   CHECK_CUDA(hipLaunchKernel(reinterpret_cast<const void*>(axpb), dim3(n / 256), dim3(256), args));
  CHECK_CUDA(cudaLaunchKernel(axpb, dim3(n / 256), dim3(256), args));
  // CHECK:   CHECK_CUDA(hipLaunchKernel(reinterpret_cast<const void*>(axpb), dim3(n / 256), dim3(256), args, 0));
  CHECK_CUDA(cudaLaunchKernel(axpb, dim3(n / 256), dim3(256), args, 0));
  // CHECK:   CHECK_CUDA(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(axpb), dim3(1), dim3(256), args, 0, s));
  CHECK_CUDA(cudaLaunchCooperativeKernel(axpb, dim3(1), dim3(256), args, 0, s));

  // Capture a stream into a graph, then extend it by hand.
  cudaGraph_t graph;
  cudaStreamCaptureStatus status;
  unsigned long long capture_id = 0;
  CHECK_CUDA(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  axpb<<<n / 256, 256, 0, s>>>(y, x, a, n);
  // CHECK:   CHECK_CUDA(hipStreamGetCaptureInfo(s, &status, nullptr));
  CHECK_CUDA(cudaStreamGetCaptureInfo(s, &status));
  // CHECK:   CHECK_CUDA(hipStreamGetCaptureInfo(s, &status, &capture_id));
  CHECK_CUDA(cudaStreamGetCaptureInfo(s, &status, &capture_id));
  cudaGraph_t capturing;
  // CHECK:   CHECK_CUDA(hipStreamGetCaptureInfo_v2(s, &status, &capture_id, &capturing));
  CHECK_CUDA(cudaStreamGetCaptureInfo(s, &status, &capture_id, &capturing));
  const cudaGraphNode_t *deps = nullptr;
  // CHECK:   CHECK_CUDA(hipStreamGetCaptureInfo_v2(s, &status, &capture_id, &capturing, &deps));
  CHECK_CUDA(cudaStreamGetCaptureInfo(s, &status, &capture_id, &capturing, &deps));
  // CUDA 12's six-argument form: the sixth is the dependency count
  // CHECK:   CHECK_CUDA(hipStreamGetCaptureInfo_v2(s, &status, &capture_id, &capturing, &deps, nullptr));
  CHECK_CUDA(cudaStreamGetCaptureInfo(s, &status, &capture_id, &capturing, &deps, nullptr));
  size_t ndeps = 0;
  // CHECK:   CHECK_CUDA(hipStreamGetCaptureInfo_v2(s, &status, &capture_id, &capturing, &deps, &ndeps));
  CHECK_CUDA(cudaStreamGetCaptureInfo(s, &status, &capture_id, &capturing, &deps, nullptr, &ndeps));
  cudaGraphNode_t extra[1] = {};
  // CHECK:   CHECK_CUDA(hipStreamUpdateCaptureDependencies(s, extra, 0));
  CHECK_CUDA(cudaStreamUpdateCaptureDependencies(s, extra, nullptr, 0));
  // CHECK:   CHECK_CUDA(hipStreamUpdateCaptureDependencies(s, extra, 0, hipStreamAddCaptureDependencies));
  CHECK_CUDA(cudaStreamUpdateCaptureDependencies(s, extra, nullptr, 0, cudaStreamAddCaptureDependencies));
  CHECK_CUDA(cudaStreamEndCapture(s, &graph));

  cudaGraphNode_t up, down, copy_in, copy_out;
  CHECK_CUDA(cudaGraphAddEmptyNode(&up, graph, nullptr, 0));
  CHECK_CUDA(cudaGraphAddEmptyNode(&down, graph, nullptr, 0));
  // CHECK:   CHECK_CUDA(hipGraphAddDependencies(graph, &up, &down, 1));
  CHECK_CUDA(cudaGraphAddDependencies(graph, &up, &down, nullptr, 1));
  // CHECK:   CHECK_CUDA(hipGraphRemoveDependencies(graph, &up, &down, 1));
  CHECK_CUDA(cudaGraphRemoveDependencies(graph, &up, &down, nullptr, 1));
  // CHECK:   CHECK_CUDA(hipGraphAddMemcpyNodeToSymbol(&copy_in, graph, &up, 1, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphAddMemcpyNodeToSymbol(&copy_in, graph, &up, 1, bias, host, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipGraphAddMemcpyNodeToSymbol(&copy_in, graph, &up, 1, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphAddMemcpyNodeToSymbol(&copy_in, graph, &up, 1, bias, host, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipGraphAddMemcpyNodeToSymbol(&copy_in, graph, &up, 1, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphAddMemcpyNodeToSymbol(&copy_in, graph, &up, 1, bias, host, sizeof(host), 0, cudaMemcpyHostToDevice));
  // CHECK:   CHECK_CUDA(hipGraphAddMemcpyNodeFromSymbol(&copy_out, graph, &down, 1, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphAddMemcpyNodeFromSymbol(&copy_out, graph, &down, 1, host, result, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipGraphAddMemcpyNodeFromSymbol(&copy_out, graph, &down, 1, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphAddMemcpyNodeFromSymbol(&copy_out, graph, &down, 1, host, result, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipGraphAddMemcpyNodeFromSymbol(&copy_out, graph, &down, 1, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphAddMemcpyNodeFromSymbol(&copy_out, graph, &down, 1, host, result, sizeof(host), 0, cudaMemcpyDeviceToHost));
  // CHECK:   CHECK_CUDA(hipGraphMemcpyNodeSetParamsToSymbol(copy_in, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphMemcpyNodeSetParamsToSymbol(copy_in, bias, host, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipGraphMemcpyNodeSetParamsToSymbol(copy_in, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphMemcpyNodeSetParamsToSymbol(copy_in, bias, host, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipGraphMemcpyNodeSetParamsToSymbol(copy_in, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphMemcpyNodeSetParamsToSymbol(copy_in, bias, host, sizeof(host), 0, cudaMemcpyHostToDevice));
  // CHECK:   CHECK_CUDA(hipGraphMemcpyNodeSetParamsFromSymbol(copy_out, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphMemcpyNodeSetParamsFromSymbol(copy_out, host, result, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipGraphMemcpyNodeSetParamsFromSymbol(copy_out, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphMemcpyNodeSetParamsFromSymbol(copy_out, host, result, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipGraphMemcpyNodeSetParamsFromSymbol(copy_out, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphMemcpyNodeSetParamsFromSymbol(copy_out, host, result, sizeof(host), 0, cudaMemcpyDeviceToHost));

  cudaGraphNode_t from[8], to[8], nodes[8];
  size_t nedges = 8, nnodes = 8;
  // CHECK:   CHECK_CUDA(hipGraphGetEdges(graph, from, to, &nedges));
  CHECK_CUDA(cudaGraphGetEdges(graph, from, to, nullptr, &nedges));
  // CHECK:   CHECK_CUDA(hipGraphNodeGetDependencies(down, nodes, &nnodes));
  CHECK_CUDA(cudaGraphNodeGetDependencies(down, nodes, nullptr, &nnodes));
  // CHECK:   CHECK_CUDA(hipGraphNodeGetDependentNodes(up, nodes, &nnodes));
  CHECK_CUDA(cudaGraphNodeGetDependentNodes(up, nodes, nullptr, &nnodes));

  cudaGraphExec_t exec;
  // CHECK:   CHECK_CUDA(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  CHECK_CUDA(cudaGraphInstantiate(&exec, graph));
  // CHECK:   CHECK_CUDA(hipGraphInstantiateWithFlags(&exec, graph, hipGraphInstantiateFlagAutoFreeOnLaunch));
  CHECK_CUDA(cudaGraphInstantiate(&exec, graph, cudaGraphInstantiateFlagAutoFreeOnLaunch));
  // CHECK:   CHECK_CUDA(hipGraphExecMemcpyNodeSetParamsToSymbol(exec, copy_in, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, copy_in, bias, host, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipGraphExecMemcpyNodeSetParamsToSymbol(exec, copy_in, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, copy_in, bias, host, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipGraphExecMemcpyNodeSetParamsToSymbol(exec, copy_in, (const void *)&(bias), host, sizeof(host), 0, hipMemcpyHostToDevice));
  CHECK_CUDA(cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, copy_in, bias, host, sizeof(host), 0, cudaMemcpyHostToDevice));
  // CHECK:   CHECK_CUDA(hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, copy_out, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, copy_out, host, result, sizeof(host)));
  // CHECK:   CHECK_CUDA(hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, copy_out, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, copy_out, host, result, sizeof(host), 0));
  // CHECK:   CHECK_CUDA(hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, copy_out, host, (const void *)&(result), sizeof(host), 0, hipMemcpyDeviceToHost));
  CHECK_CUDA(cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, copy_out, host, result, sizeof(host), 0, cudaMemcpyDeviceToHost));
  for (int it = 0; it < 3; ++it) CHECK_CUDA(cudaGraphLaunch(exec, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK_CUDA(cudaGraphExecDestroy(exec));
  CHECK_CUDA(cudaGraphDestroy(graph));
  shift<<<n / 256, 256, 0, s>>>(y, n);
  CHECK_CUDA(cudaFreeAsync(x, s));
  CHECK_CUDA(cudaFreeAsync(y, s));
  CHECK_CUDA(cudaFreeAsync(z, s));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%f\n", host[0]);
  return 0;
}
