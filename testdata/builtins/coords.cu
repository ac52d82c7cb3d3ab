// CUDA's threadIdx/blockIdx are uint3 values and blockDim/gridDim dim3 values: a kernel copies them whole, passes
// them to a function taking uint3, and reads one component, as CUDA programs do.
#include <cuda_runtime.h>

__device__ unsigned packed(uint3 v) { return v.x + v.y * 16u + v.z * 256u; }
__device__ unsigned packed3(dim3 v) { return v.x + v.y * 16u + v.z * 256u; }

// out[8 * linear thread id + k]
__global__ void coords(unsigned *out) {
  uint3 t = threadIdx;
  uint3 b = blockIdx;
  dim3 d = blockDim;
  uint3 g = gridDim;
  uint3 d3 = blockDim;
  unsigned block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned *o = out + 8 * (block * blockDim.x * blockDim.y * blockDim.z + thread);
  o[0] = packed(t);
  o[1] = packed(b);
  o[2] = packed3(d);
  o[3] = packed(g);
  o[4] = packed(threadIdx);
  o[5] = packed(blockIdx);
  o[6] = packed(gridDim) + packed3(gridDim) * 65536u;
  o[7] = packed(d3) + threadIdx.y * 65536u;
}
