// Host code compiled by the C++ compiler (not nvcc): the CUDA runtime API from the toolkit's headers.
#include <cuda_runtime.h>
#include <vector>
#include "helper_cuda.h"

extern "C" int report(int devices, const char *name);  // report.c, C code
int driver_version();  // driver.cpp, the driver API

int main() {
  int devices = 0;
  cudaError_t e = cudaGetDeviceCount(&devices);
  report(devices, cudaGetErrorName(e));
  printf("driver %d\n", driver_version());
  std::vector<float4> host(1024, make_float4(1.f, 2.f, 3.f, 4.f));
  float4 *dev = nullptr;
  if (check_cuda(cudaMalloc(&dev, host.size() * sizeof(float4)))) return 1;
  if (check_cuda(cudaMemcpy(dev, host.data(), host.size() * sizeof(float4), cudaMemcpyHostToDevice))) return 1;
  cudaStream_t stream;
  if (check_cuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking))) return 1;
  scale(dev, (int)host.size(), 2.f);
  if (check_cuda(cudaDeviceSynchronize())) return 1;
  printf("sum %f\n", sum(reinterpret_cast<float *>(dev), 4 * (int)host.size()));
  return 0;
}
