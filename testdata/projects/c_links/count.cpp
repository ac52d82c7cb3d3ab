// A shared library of host C++ that calls the CUDA runtime.
#include <cuda_runtime.h>

extern "C" int c_links_devices() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess ? n : -1;
}
