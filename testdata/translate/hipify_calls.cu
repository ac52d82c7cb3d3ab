// hipify-clang's call conventions: a call is rewritten with the fewest edits (the callee renamed, an argument
// wrapped), the user's spacing, line breaks and comments kept; kernels passed where HIP declares `const void *`
// are cast with reinterpret_cast<const void*>(...); symbols are wrapped in HIP_SYMBOL(...), also in macro arguments.
#include <cuda_runtime.h>
#include <cstdio>
#define CHECK(call) do { cudaError_t err_ = (call); if (err_ != cudaSuccess) printf("%s\n", cudaGetErrorString(err_)); } while (0)

__constant__ float coef[4];
__device__ int counter;
__global__ void myKernel(float *p) { p[threadIdx.x] *= coef[threadIdx.x % 4]; }

int main() {
  cudaEvent_t start, stop;
  // CHECK:   hipEventCreate( &start );
  cudaEventCreate( &start );
  // CHECK:   CHECK(hipEventCreateWithFlags(&stop,hipEventBlockingSync));
  CHECK(cudaEventCreate(&stop,cudaEventBlockingSync));
  float h[4] = {1, 2, 3, 4};
  // CHECK:   CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coef), h, sizeof(h)));
  CHECK(cudaMemcpyToSymbol(coef, h, sizeof(h)));
  // CHECK:   CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coef),
  CHECK(cudaMemcpyToSymbol(coef,
                           h + 1, sizeof(float), 0 /* offset */, cudaMemcpyHostToDevice));
  int c = 0;
  // CHECK:   CHECK(hipMemcpyFromSymbol(&c, HIP_SYMBOL(counter), sizeof(int)));
  CHECK(cudaMemcpyFromSymbol(&c, counter, sizeof(int)));
  void *addr;
  // CHECK:   CHECK(hipGetSymbolAddress(&addr, HIP_SYMBOL(coef)));
  CHECK(cudaGetSymbolAddress(&addr, coef));
  // CHECK:   hipFuncSetCacheConfig(reinterpret_cast<const void*>(myKernel),hipFuncCachePreferEqual);
  cudaFuncSetCacheConfig(myKernel,cudaFuncCachePreferEqual);
  // CHECK:   CHECK(hipFuncSetAttribute(reinterpret_cast<const void*>(myKernel), hipFuncAttributeMaxDynamicSharedMemorySize, 1024));
  CHECK(cudaFuncSetAttribute(myKernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  cudaFuncAttributes attr;
  // CHECK:   CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(myKernel)));
  CHECK(cudaFuncGetAttributes(&attr, myKernel));
  int blocks = 0, grid = 0, block = 0;
  // CHECK:   CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(myKernel), 256, 0));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, myKernel, 256, 0));
  // CHECK:   CHECK(hipOccupancyMaxPotentialBlockSize(&grid, &block, myKernel, 0, 0));
  CHECK(cudaOccupancyMaxPotentialBlockSize(&grid, &block, myKernel, 0, 0));
  float *d = nullptr;
  void *args[] = {&d};
  // CHECK:   CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(myKernel), dim3(1), dim3(4), args, 0, 0));
  CHECK(cudaLaunchCooperativeKernel(myKernel, dim3(1), dim3(4), args));
  // CHECK:   CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(myKernel), dim3(1), dim3(4), args, 16, 0));
  CHECK(cudaLaunchCooperativeKernel(myKernel, dim3(1), dim3(4), args, 16));
  // CHECK:   CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(myKernel), dim3(1), dim3(4), args, 16, 0));
  CHECK(cudaLaunchCooperativeKernel(myKernel, dim3(1), dim3(4), args, 16, 0));
  // CHECK:   CHECK(hipLaunchKernel(reinterpret_cast<const void*>(myKernel), dim3(1), dim3(4), args, 0, 0));
  CHECK(cudaLaunchKernel(myKernel, dim3(1), dim3(4), args, 0, 0));
  float ms = 0;
  // CHECK:   hipEventElapsedTime( &ms, start, stop );
  cudaEventElapsedTime( &ms, start, stop );
  return 0;
}
