// CUDA's __half2 members are __half, HIP's the bits as unsigned short: a read of .x/.y is of CUDA's type through
// pycucc_compat.h, so a template deduced from it is the __half one (HeCBench addBiasResidualLayerNorm).
#include <cuda_fp16.h>

template <typename T> __device__ float to_float(T a) = delete;  // only the __half one: HIP's unsigned short fails
template <> __device__ float to_float(half a) { return __half2float(a); }

__global__ void norm(half2 *v, float *out) {
  half2 h = v[threadIdx.x];
  // CHECK:   float lo = to_float(__pycucc_half2_x(h));
  float lo = to_float(h.x);
  // CHECK:   float hi = to_float(__pycucc_half2_y(v[threadIdx.x]));
  float hi = to_float(v[threadIdx.x].y);
  // CHECK:   __pycucc_half2_x(*v) = __float2half(lo + hi);
  v->x = __float2half(lo + hi);
  out[threadIdx.x] = lo + hi;
}
