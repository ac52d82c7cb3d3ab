// Host code reads warpSize: it is 64 on the host for every target (also for wave32 GPUs), so the read becomes a
// query of the current device, defined once before the first declaration that needs it.
#include <cuda_runtime.h>

__global__ void lanes(int *out) { out[threadIdx.x] = threadIdx.x % warpSize; }

int blocks_for(int n) {
  // CHECK:   int per_block = 4 * __pycucc_host_warp_size();
  int per_block = 4 * warpSize;
  return (n + per_block - 1) / per_block;
}
