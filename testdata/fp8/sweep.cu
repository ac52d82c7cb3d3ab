// The FP8 sweep (tests/test_fp8.py): every conversion of <cuda_fp8.h> over the inputs where a format's rounding,
// saturation and special values change, printed as hex. Built by nvcc (CUDA's own header: the ground truth) and by
// pycucc (its header); host code only, so it runs without a GPU. Lines: "<kind> <input bits> <result bits>...".
#include <cuda_fp8.h>
#include <cuda_fp16.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

static unsigned long long dbits(double d) { unsigned long long b; memcpy(&b, &d, 8); return b; }
static unsigned fbits(float f) { unsigned b; memcpy(&b, &f, 4); return b; }
static double bdouble(unsigned long long b) { double d; memcpy(&d, &b, 8); return d; }
static float bfloat(unsigned b) { float f; memcpy(&f, &b, 4); return f; }
// pycucc has no __nv_bfloat16_raw (HIP 5's bfloat16 has no raw type); the raw converter takes any type with .x.
#if defined(__HIP_PLATFORM_AMD__)
struct bf16_raw { unsigned short x; };
#else
typedef __nv_bfloat16_raw bf16_raw;
#endif
static const __nv_fp8_interpretation_t FMT[2] = {__NV_E4M3, __NV_E5M2};
static const __nv_saturation_t SAT[2] = {__NV_NOSAT, __NV_SATFINITE};

static void one_double(double x) {
  printf("d %016llx", dbits(x));
  for (int i = 0; i < 2; ++i)
    for (int s = 0; s < 2; ++s) printf(" %02x", __nv_cvt_double_to_fp8(x, SAT[s], FMT[i]));
  printf(" %02x %02x\n", __nv_fp8_e4m3(x).__x, __nv_fp8_e5m2(x).__x);
}
static void one_float(float x) {
  printf("f %08x", fbits(x));
  for (int i = 0; i < 2; ++i)
    for (int s = 0; s < 2; ++s) printf(" %02x", __nv_cvt_float_to_fp8(x, SAT[s], FMT[i]));
  printf(" %02x %02x\n", __nv_fp8_e4m3(x).__x, __nv_fp8_e5m2(x).__x);
}
static void around(double v) {  // v, its float and double neighbours
  one_double(v); one_double(nextafter(v, INFINITY)); one_double(nextafter(v, -INFINITY));
  float f = (float)v;
  one_float(f); one_float(nextafterf(f, INFINITY)); one_float(nextafterf(f, -INFINITY));
}

int main() {
  // every fp8 value of both formats, each midpoint to the next, both signs
  for (int i = 0; i < 2; ++i) {
    for (int c = 0; c < 0x80; ++c) {
      __nv_fp8_e4m3 a4, n4; a4.__x = (__nv_fp8_storage_t)c; n4.__x = (__nv_fp8_storage_t)(c + 1);
      __nv_fp8_e5m2 a5, n5; a5.__x = (__nv_fp8_storage_t)c; n5.__x = (__nv_fp8_storage_t)(c + 1);
      double v = i ? double(a5) : double(a4), w = i ? double(n5) : double(n4);
      for (int sign = 0; sign < 2; ++sign) {
        double sv = sign ? -v : v, sw = sign ? -w : w;
        around(sv);
        if (v == v && w == w && !isinf(v) && !isinf(w)) around((sv + sw) / 2);
      }
    }
  }
  // beyond the ranges, specials, NaNs with payloads
  const double extra[] = {0.0, 464.0, 480.0, 512.0, 57344.0, 61440.0, 65536.0, 1e10, 1e300, 3.4e38, 1e-10, 1e-30,
                          1e-300, 4.9e-324, 2.2250738585072014e-308, 0.0009765625, 0.00048828125, 1.52587890625e-05,
                          7.62939453125e-06, 1.1920928955078125e-07};
  for (double e : extra) { around(e); around(-e); }
  one_double(INFINITY); one_double(-INFINITY); one_float(INFINITY); one_float(-INFINITY);
  const unsigned long long dnan[] = {0x7FF8000000000000ULL, 0xFFF8000000000000ULL, 0x7FF0000000000001ULL,
                                     0x7FFC000000000000ULL, 0xFFF4000000000000ULL, 0x7FFFFFFFFFFFFFFFULL};
  for (unsigned long long b : dnan) one_double(bdouble(b));
  const unsigned fnan[] = {0x7FC00000u, 0xFFC00000u, 0x7F800001u, 0x7FA00000u, 0xFFE00000u, 0x7FFFFFFFu};
  for (unsigned b : fnan) one_float(bfloat(b));
  // every half and every bfloat16
  for (unsigned b = 0; b < 0x10000; ++b) {
    __half_raw h; h.x = (unsigned short)b;
    bf16_raw r; r.x = (unsigned short)b;
    printf("h %04x", b);
    for (int i = 0; i < 2; ++i)
      for (int s = 0; s < 2; ++s)
        printf(" %02x %02x", __nv_cvt_halfraw_to_fp8(h, SAT[s], FMT[i]), __nv_cvt_bfloat16raw_to_fp8(r, SAT[s], FMT[i]));
    printf(" %02x %02x\n", __nv_fp8_e4m3(__half(h)).__x, __nv_fp8_e5m2(__nv_bfloat16(bfloat(b << 16))).__x);
  }
  // every fp8 byte back: half bits, float bits, integers
  for (unsigned c = 0; c < 0x100; ++c) {
    __nv_fp8_e4m3 a; a.__x = (__nv_fp8_storage_t)c;
    __nv_fp8_e5m2 b; b.__x = (__nv_fp8_storage_t)c;
    printf("b %02x %04x %04x %08x %08x %02x %02x %d %d %u %u %lld %lld %d %d\n", c,
           __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3).x,
           __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E5M2).x, fbits(float(a)), fbits(float(b)),
           (unsigned char)a, (unsigned char)b, (int)(signed char)a, (int)(signed char)b, (unsigned)a, (unsigned)b,
           (long long)a, (long long)b, (int)(short)a, (int)(short)b);
  }
  // pairs and quads: the element order in the storage
  for (unsigned c = 0; c < 0x100; c += 7) {
    __half2_raw h2 = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(c | ((255 - c) << 8)), __NV_E4M3);
    float2 f2 = make_float2(bfloat(0x3F800000u + (c << 16)), -(float)c);
    double2 d2 = make_double2((double)c / 3, -(double)c * 7);
    float4 f4 = make_float4((float)c, -(float)c / 5, (float)c * 300, 0.0f);
    float4 back = float4(__nv_fp8x4_e5m2(f4));
    __half2_raw hr2; hr2.x = (unsigned short)(c * 257); hr2.y = (unsigned short)(0xFFFF - c * 131);
    __half2 hh = __half2(hr2);
    printf("w %02x %04x %08x\n", c, __nv_fp8x2_e4m3(hh).__x, __nv_fp8x4_e5m2(hh, hh).__x);
    printf("v %02x %04x %04x %04x %04x %04x %08x %08x %08x %08x %08x\n", c, h2.x, h2.y,
           __nv_cvt_float2_to_fp8x2(f2, __NV_SATFINITE, __NV_E4M3), __nv_cvt_double2_to_fp8x2(d2, __NV_NOSAT, __NV_E5M2),
           __nv_fp8x2_e4m3(f2).__x, __nv_fp8x4_e4m3(f4).__x, fbits(back.x), fbits(back.y), fbits(back.z), fbits(back.w));
  }
  // integers in
  const long long ints[] = {0, 1, -1, 7, 17, 33, 100, 255, 256, 447, 448, 449, 464, 465, 480, 1000, 57344, 61439,
                            61440, 100000, -100000, 2147483647LL, -2147483647LL - 1, 9007199254740993LL};
  for (long long v : ints)
    printf("i %lld %02x %02x %02x %02x %02x %02x\n", v, __nv_fp8_e4m3((int)v).__x, __nv_fp8_e5m2((int)v).__x,
           __nv_fp8_e4m3(v).__x, __nv_fp8_e5m2(v).__x, __nv_fp8_e4m3((unsigned long long)v).__x,
           __nv_fp8_e5m2((short)v).__x);
  return 0;
}
