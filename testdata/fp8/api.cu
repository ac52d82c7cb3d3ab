// Every constructor and conversion of the FP8 classes from the half, bfloat16 and vector types, in device code
// (tests/test_fp8.py compiles it for each kind of target; sweep.cu checks the values on the host).
#include <cuda_fp8.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void k(float *o, const __half2 *h, const __nv_bfloat162 *b, const float4 *f4, const double4 *d4) {
  int i = threadIdx.x;
  __nv_fp8x2_e4m3 p(h[i]);
  __nv_fp8x2_e5m2 q(b[i]);
  __nv_fp8x2_e4m3 r(make_float2(1.f, 2.f));
  __nv_fp8x2_e5m2 s(make_double2(1., 2.));
  __nv_fp8x4_e4m3 t(f4[i]);
  __nv_fp8x4_e5m2 u(d4[i]);
  __nv_fp8x4_e4m3 v(h[i], h[i]);
  __nv_fp8x4_e5m2 w(b[i], b[i]);
  float2 a = float2(p);
  __half2 c = __half2(q);
  float4 e = float4(t);
  __nv_fp8_e4m3 x(h[i].x);
  __nv_fp8_e5m2 y(b[i].x);
  __half z = __half(x);
  __nv_bfloat16 zb = __nv_bfloat16(y);
  int n = int(x); unsigned char uc = (unsigned char)y; long long ll = (long long)x;
  o[i] = a.x + __half2float(c.x) + e.w + __half2float(z) + __bfloat162float(zb) + n + uc + ll + float2(r).x
         + float2(s).y + float4(u).x + float4(v).y + float4(w).z;
}
