// CUDA's __half2 members are __half, HIP's the bits as unsigned short: a read of .x/.y is of CUDA's type through
// pycucc_compat.h, so a template deduced from it is the __half one (HeCBench addBiasResidualLayerNorm).
#include <cuda_fp16.h>

template <typename T> __device__ float to_float(T a) = delete;  // only the __half one: HIP's unsigned short fails
template <> __device__ float to_float(half a) { return __half2float(a); }
template <> __device__ float to_float(float a) { return a; }

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

// In a template the object's type depends on its parameters: the read goes through the helper that is the member
// itself for every other type (float2 here) and CUDA's __half for a __half2.
template <typename T2> __global__ void norm_t(T2 *v, float *out) {
  T2 s = v[threadIdx.x];
  // CHECK:   out[threadIdx.x] = to_float(__pycucc_member_x(s)) + to_float(__pycucc_member_y(v[0]));
  out[threadIdx.x] = to_float(s.x) + to_float(v[0].y);
  // CHECK:   __pycucc_member_y(v[1]) = __pycucc_member_x(s);
  v[1].y = s.x;
}
template __global__ void norm_t<half2>(half2 *, float *);
template __global__ void norm_t<float2>(float2 *, float *);
