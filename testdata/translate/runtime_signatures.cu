// Runtime calls whose signature changed between CUDA 11, 12 and 13, and defaults HIP lacks: written for any of
// them, a call translates to the HIP form that takes the same arguments.
#include <cuda_runtime.h>

__global__ void step(float *x) { x[threadIdx.x] += 1.0f; }

static void CUDART_CB finished(cudaStream_t, cudaError_t, void *) {}

int main() {
  cudaStream_t s;
  cudaEvent_t e;
  cudaStreamCreate(&s);
  cudaEventCreate(&e);
  // CUDA's flags argument defaults to cudaEventWaitDefault
  // CHECK:   hipStreamWaitEvent(s, e, 0);
  cudaStreamWaitEvent(s, e);
  // CHECK:   hipStreamWaitEvent(s, e, 0);
  cudaStreamWaitEvent(s, e, 0);
  // cudaMalloc3DArray's flags default to 0 (cudaArrayDefault)
  cudaArray_t volume;
  cudaChannelFormatDesc texel = cudaCreateChannelDesc<float>();
  // CHECK:   hipMalloc3DArray(&volume, &texel, make_hipExtent(8, 8, 8), 0);
  cudaMalloc3DArray(&volume, &texel, make_cudaExtent(8, 8, 8));
  // CHECK:   hipMalloc3DArray(&volume, &texel, make_hipExtent(8, 8, 8), hipArraySurfaceLoadStore);
  cudaMalloc3DArray(&volume, &texel, make_cudaExtent(8, 8, 8), cudaArraySurfaceLoadStore);
  cudaStreamAddCallback(s, finished, nullptr, 0);

  cudaGraph_t g;
  cudaGraphExec_t x;
  cudaGraphNode_t failed;
  char log[256];
  cudaGraphCreate(&g, 0);
  // CUDA 11's five arguments, which HIP kept
  // CHECK:   hipGraphInstantiate(&x, g, &failed, log, sizeof log);
  cudaGraphInstantiate(&x, g, &failed, log, sizeof log);
  // CUDA 12's flags
  // CHECK:   hipGraphInstantiateWithFlags(&x, g, 0);
  cudaGraphInstantiate(&x, g, 0);

  // driver_functions.h's helpers and the array type
  // CHECK:   hipExtent extent = make_hipExtent(64 * sizeof(float), 8, 8);
  cudaExtent extent = make_cudaExtent(64 * sizeof(float), 8, 8);
  // CHECK:   hipPos origin = make_hipPos(0, 0, 0);
  cudaPos origin = make_cudaPos(0, 0, 0);
  float host[64 * 8 * 8];
  // CHECK:   hipPitchedPtr view = make_hipPitchedPtr(host, 64 * sizeof(float), 64, 8);
  cudaPitchedPtr view = make_cudaPitchedPtr(host, 64 * sizeof(float), 64, 8);
  // CHECK:   hipArray *array = nullptr;
  cudaArray *array = nullptr;
  cudaMemcpy3DParms copy = {};
  copy.srcPos = origin;
  copy.srcPtr = view;
  copy.dstArray = array;
  copy.extent = extent;
  return 0;
}
