// CUDA's FP8 header is pycucc's own (compiler/include/fallback/pycucc_fp8.h): HIP 5 has no FP8 type and ROCm 6's
// *_fnuz types have other bits. Its names are CUDA's, kept as they are.
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <pycucc_fp8.h>
#include <cuda_fp8.h>
// CHECK: #include <pycucc_fp8.h>
#include <cuda_fp8.hpp>

// CHECK: __global__ void k(__nv_fp8_e4m3 *q, const float *p) {
__global__ void k(__nv_fp8_e4m3 *q, const float *p) {
  // CHECK:   q[threadIdx.x] = __nv_fp8_e4m3(p[threadIdx.x]);
  q[threadIdx.x] = __nv_fp8_e4m3(p[threadIdx.x]);
  // CHECK:   __nv_fp8_storage_t s = __nv_cvt_float_to_fp8(p[0], __NV_SATFINITE, __NV_E5M2);
  __nv_fp8_storage_t s = __nv_cvt_float_to_fp8(p[0], __NV_SATFINITE, __NV_E5M2);
  (void)s;
}

// Every other name of the header, each kept as CUDA spells it.
template <class HalfRaw, class Half2Raw, class Bf16Raw, class Bf162Raw>
__device__ void every_name(HalfRaw hr, Half2Raw h2r, Bf16Raw br, Bf162Raw b2r) {
  __nv_fp8_storage_t s = 0;
  // CHECK:   __nv_fp8x2_storage_t s2 = 0;
  __nv_fp8x2_storage_t s2 = 0;
  // CHECK:   __nv_fp8x4_storage_t s4 = 0;
  __nv_fp8x4_storage_t s4 = 0;
  // CHECK:   __nv_saturation_t sat = __NV_NOSAT;
  __nv_saturation_t sat = __NV_NOSAT;
  // CHECK:   __nv_fp8_interpretation_t fmt = __NV_E4M3;
  __nv_fp8_interpretation_t fmt = __NV_E4M3;
  // CHECK:   __nv_fp8_e5m2 e5(1.0f);
  __nv_fp8_e5m2 e5(1.0f);
  // CHECK:   __nv_fp8x2_e4m3 *p2 = nullptr;
  __nv_fp8x2_e4m3 *p2 = nullptr;
  // CHECK:   __nv_fp8x2_e5m2 *q2 = nullptr;
  __nv_fp8x2_e5m2 *q2 = nullptr;
  // CHECK:   __nv_fp8x4_e4m3 *p4 = nullptr;
  __nv_fp8x4_e4m3 *p4 = nullptr;
  // CHECK:   __nv_fp8x4_e5m2 *q4 = nullptr;
  __nv_fp8x4_e5m2 *q4 = nullptr;
  // CHECK:   s = __nv_cvt_double_to_fp8(2.0, sat, fmt);
  s = __nv_cvt_double_to_fp8(2.0, sat, fmt);
  // CHECK:   s2 = __nv_cvt_double2_to_fp8x2(make_double2(1.0, 2.0), sat, fmt);
  s2 = __nv_cvt_double2_to_fp8x2(make_double2(1.0, 2.0), sat, fmt);
  // CHECK:   s2 = __nv_cvt_float2_to_fp8x2(make_float2(1.0f, 2.0f), sat, fmt);
  s2 = __nv_cvt_float2_to_fp8x2(make_float2(1.0f, 2.0f), sat, fmt);
  // CHECK:   s = __nv_cvt_halfraw_to_fp8(hr, sat, fmt);
  s = __nv_cvt_halfraw_to_fp8(hr, sat, fmt);
  // CHECK:   s2 = __nv_cvt_halfraw2_to_fp8x2(h2r, sat, fmt);
  s2 = __nv_cvt_halfraw2_to_fp8x2(h2r, sat, fmt);
  // CHECK:   s = __nv_cvt_bfloat16raw_to_fp8(br, sat, fmt);
  s = __nv_cvt_bfloat16raw_to_fp8(br, sat, fmt);
  // CHECK:   s2 = __nv_cvt_bfloat16raw2_to_fp8x2(b2r, sat, fmt);
  s2 = __nv_cvt_bfloat16raw2_to_fp8x2(b2r, sat, fmt);
  // CHECK:   hr = __nv_cvt_fp8_to_halfraw(s, fmt);
  hr = __nv_cvt_fp8_to_halfraw(s, fmt);
  // CHECK:   h2r = __nv_cvt_fp8x2_to_halfraw2(s2, fmt);
  h2r = __nv_cvt_fp8x2_to_halfraw2(s2, fmt);
  (void)s4; (void)e5; (void)p2; (void)q2; (void)p4; (void)q4;
}
