// The driver API from host C++ (cuda.h, CUDA::cuda_driver), as the samples' *Drv programs use it.
#include <cuda.h>
#include <stdio.h>

int driver_version() {
  int version = 0;
  CUresult r = cuDriverGetVersion(&version);
  if (r != CUDA_SUCCESS) {
    printf("cuDriverGetVersion: error %d\n", (int)r);
    return -1;
  }
  return version;
}
