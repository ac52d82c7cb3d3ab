// The FP8 conversions in device code (tests/test_fp8.py, on the emulator): each float and double of the sweep to
// both formats in both saturation modes, each half to E4M3/E5M2 with __NV_SATFINITE, and every fp8 byte back to
// float and half, as the host sweep (sweep.cu) does them.
#include <cuda_fp8.h>
#include <cuda_fp16.h>

extern "C" __global__ void to_fp8(const float *f, const double *d, const unsigned short *h, unsigned char *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const __nv_fp8_interpretation_t fmt[2] = {__NV_E4M3, __NV_E5M2};
  const __nv_saturation_t sat[2] = {__NV_NOSAT, __NV_SATFINITE};
  for (int k = 0; k < 4; ++k) {
    out[i * 12 + k] = __nv_cvt_float_to_fp8(f[i], sat[k & 1], fmt[k >> 1]);
    out[i * 12 + 4 + k] = __nv_cvt_double_to_fp8(d[i], sat[k & 1], fmt[k >> 1]);
  }
  __half_raw r; r.x = h[i];
  out[i * 12 + 8] = __nv_cvt_halfraw_to_fp8(r, __NV_SATFINITE, __NV_E4M3);
  out[i * 12 + 9] = __nv_cvt_halfraw_to_fp8(r, __NV_NOSAT, __NV_E5M2);
  out[i * 12 + 10] = __nv_fp8_e4m3(f[i]).__x;
  out[i * 12 + 11] = __nv_fp8_e5m2(d[i]).__x;
}

extern "C" __global__ void from_fp8(unsigned *bits, unsigned short *half) {
  int c = threadIdx.x;
  __nv_fp8_e4m3 a; a.__x = (__nv_fp8_storage_t)c;
  __nv_fp8_e5m2 b; b.__x = (__nv_fp8_storage_t)c;
  float fa = float(a), fb = float(b);
  bits[2 * c] = __float_as_uint(fa);
  bits[2 * c + 1] = __float_as_uint(fb);
  half[2 * c] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3).x;
  half[2 * c + 1] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E5M2).x;
}
