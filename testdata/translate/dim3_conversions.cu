// CUDA's dim3 converts from and to uint3 (vector_types.h); HIP's has no such conversions, so the translation
// writes each one out with the compat header's helpers, wherever the parse sees it happen.
#include <cuda_runtime.h>

__global__ void fill(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] = 1; }

static dim3 pass(dim3 d) { return d; }

void launch(int *p, uint3 cells) {
  dim3 grid, threads;
  // CHECK:   grid = __pycucc_dim3(make_uint3(4, 1, 1));
  grid = make_uint3(4, 1, 1);
  // CHECK:   dim3 copy(__pycucc_dim3(cells));
  dim3 copy(cells);
  // CHECK:   threads = pass(__pycucc_dim3(make_uint3(64, 1, 1)));
  threads = pass(make_uint3(64, 1, 1));
  // CHECK:   uint3 back = __pycucc_uint3(copy);
  uint3 back = copy;
  // CHECK:   fill<<<__pycucc_dim3(back), threads>>>(p);
  fill<<<back, threads>>>(p);
  // CHECK:   fill<<<grid, threads>>>(p);
  fill<<<grid, threads>>>(p);
}

// CUDA's built-in threadIdx/blockIdx are uint3s and blockDim/gridDim dim3s; HIP's coordinate objects convert to
// dim3 only: a conversion to uint3 is written out, a component read or a conversion to dim3 is left alone.
__device__ unsigned sum(uint3 v) { return v.x + v.y + v.z; }

__global__ void whole(unsigned *out) {
  // CHECK:   uint3 t = __pycucc_uint3(threadIdx);
  uint3 t = threadIdx;
  // CHECK:   uint3 b = __pycucc_uint3(blockIdx);
  uint3 b = blockIdx;
  // CHECK:   uint3 d = __pycucc_uint3(blockDim);
  uint3 d = blockDim;
  // CHECK:   dim3 d3 = blockDim;
  dim3 d3 = blockDim;
  // CHECK:   out[threadIdx.x] = sum(__pycucc_uint3(gridDim)) + sum(t) + sum(b) + sum(d) + d3.x;
  out[threadIdx.x] = sum(gridDim) + sum(t) + sum(b) + sum(d) + d3.x;
}
