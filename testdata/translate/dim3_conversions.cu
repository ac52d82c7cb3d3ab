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
