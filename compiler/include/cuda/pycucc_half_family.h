/* Parse-only: the function family cuda_fp16.h and cuda_bf16.h share, declared for one scalar type H and its
 * pair type H2 (the two headers overload the same names: __hadd(__half, __half), __hadd(__nv_bfloat16, ...)).
 * Included by the cuda_fp16.h and cuda_bf16.h shims with PYCUCC_H / PYCUCC_H2 defined. No include guard. */
/* The operators, __host__ __device__ as in CUDA 12/13's cuda_fp16.hpp and cuda_bf16.hpp (CPU reference code
 * computes with them too). */
#define PYCUCC_HOPS(T)                                                                                   \
  __host__ __device__ T operator+(const T &, const T &); __host__ __device__ T operator-(const T &, const T &); \
  __host__ __device__ T operator*(const T &, const T &); __host__ __device__ T operator/(const T &, const T &); \
  __host__ __device__ T &operator+=(T &, const T &); __host__ __device__ T &operator-=(T &, const T &);       \
  __host__ __device__ T &operator*=(T &, const T &); __host__ __device__ T &operator/=(T &, const T &);       \
  __host__ __device__ T &operator++(T &); __host__ __device__ T &operator--(T &);                            \
  __host__ __device__ T operator++(T &, int); __host__ __device__ T operator--(T &, int);                    \
  __host__ __device__ T operator+(const T &); __host__ __device__ T operator-(const T &);                    \
  __host__ __device__ bool operator==(const T &, const T &); __host__ __device__ bool operator!=(const T &, const T &); \
  __host__ __device__ bool operator<(const T &, const T &); __host__ __device__ bool operator>(const T &, const T &); \
  __host__ __device__ bool operator<=(const T &, const T &); __host__ __device__ bool operator>=(const T &, const T &);
PYCUCC_HOPS(PYCUCC_H)
PYCUCC_HOPS(PYCUCC_H2)
#undef PYCUCC_HOPS
#define PYCUCC_HH(n) __device__ PYCUCC_H n(PYCUCC_H, PYCUCC_H);
#define PYCUCC_HH2(n) __device__ PYCUCC_H2 n(PYCUCC_H2, PYCUCC_H2);
#define PYCUCC_H1(n) __device__ PYCUCC_H n(PYCUCC_H);
#define PYCUCC_H21(n) __device__ PYCUCC_H2 n(PYCUCC_H2);
#define PYCUCC_HB(n) __device__ bool n(PYCUCC_H, PYCUCC_H);
#define PYCUCC_H2B(n) __device__ bool n(PYCUCC_H2, PYCUCC_H2);
#define PYCUCC_H2M(n) __device__ unsigned int n(PYCUCC_H2, PYCUCC_H2);
PYCUCC_HH(__hadd) PYCUCC_HH(__hsub) PYCUCC_HH(__hmul) PYCUCC_HH(__hdiv) PYCUCC_HH(__hadd_sat) PYCUCC_HH(__hsub_sat)
PYCUCC_HH(__hmul_sat) PYCUCC_HH(__hadd_rn) PYCUCC_HH(__hsub_rn) PYCUCC_HH(__hmul_rn) PYCUCC_HH(__hmax) PYCUCC_HH(__hmin)
PYCUCC_HH(__hmax_nan) PYCUCC_HH(__hmin_nan)
PYCUCC_HH2(__hadd2) PYCUCC_HH2(__hsub2) PYCUCC_HH2(__hmul2) PYCUCC_HH2(__h2div) PYCUCC_HH2(__hadd2_sat)
PYCUCC_HH2(__hsub2_sat) PYCUCC_HH2(__hmul2_sat) PYCUCC_HH2(__hadd2_rn) PYCUCC_HH2(__hsub2_rn) PYCUCC_HH2(__hmul2_rn)
PYCUCC_HH2(__hmax2) PYCUCC_HH2(__hmin2) PYCUCC_HH2(__hmax2_nan) PYCUCC_HH2(__hmin2_nan)
PYCUCC_HH2(__heq2) PYCUCC_HH2(__hne2) PYCUCC_HH2(__hle2) PYCUCC_HH2(__hge2) PYCUCC_HH2(__hlt2) PYCUCC_HH2(__hgt2)
PYCUCC_HH2(__hequ2) PYCUCC_HH2(__hneu2) PYCUCC_HH2(__hleu2) PYCUCC_HH2(__hgeu2) PYCUCC_HH2(__hltu2) PYCUCC_HH2(__hgtu2)
PYCUCC_H21(__lowhigh2highlow)
__device__ PYCUCC_H __hfma(PYCUCC_H, PYCUCC_H, PYCUCC_H);
__device__ PYCUCC_H __hfma_sat(PYCUCC_H, PYCUCC_H, PYCUCC_H);
__device__ PYCUCC_H __hfma_relu(PYCUCC_H, PYCUCC_H, PYCUCC_H);
__device__ PYCUCC_H2 __hfma2(PYCUCC_H2, PYCUCC_H2, PYCUCC_H2);
__device__ PYCUCC_H2 __hfma2_sat(PYCUCC_H2, PYCUCC_H2, PYCUCC_H2);
__device__ PYCUCC_H2 __hfma2_relu(PYCUCC_H2, PYCUCC_H2, PYCUCC_H2);
__device__ PYCUCC_H2 __hcmadd(PYCUCC_H2, PYCUCC_H2, PYCUCC_H2);
PYCUCC_H1(__hneg) PYCUCC_H1(__habs) PYCUCC_H21(__hneg2) PYCUCC_H21(__habs2)
PYCUCC_HB(__heq) PYCUCC_HB(__hne) PYCUCC_HB(__hle) PYCUCC_HB(__hge) PYCUCC_HB(__hlt) PYCUCC_HB(__hgt)
PYCUCC_HB(__hequ) PYCUCC_HB(__hneu) PYCUCC_HB(__hleu) PYCUCC_HB(__hgeu) PYCUCC_HB(__hltu) PYCUCC_HB(__hgtu)
PYCUCC_H2B(__hbeq2) PYCUCC_H2B(__hbne2) PYCUCC_H2B(__hble2) PYCUCC_H2B(__hbge2) PYCUCC_H2B(__hblt2) PYCUCC_H2B(__hbgt2)
PYCUCC_H2B(__hbequ2) PYCUCC_H2B(__hbneu2) PYCUCC_H2B(__hbleu2) PYCUCC_H2B(__hbgeu2) PYCUCC_H2B(__hbltu2) PYCUCC_H2B(__hbgtu2)
PYCUCC_H2M(__heq2_mask) PYCUCC_H2M(__hne2_mask) PYCUCC_H2M(__hle2_mask) PYCUCC_H2M(__hge2_mask) PYCUCC_H2M(__hlt2_mask)
PYCUCC_H2M(__hgt2_mask) PYCUCC_H2M(__hequ2_mask) PYCUCC_H2M(__hneu2_mask) PYCUCC_H2M(__hleu2_mask)
PYCUCC_H2M(__hgeu2_mask) PYCUCC_H2M(__hltu2_mask) PYCUCC_H2M(__hgtu2_mask)
__device__ int __hisinf(PYCUCC_H);
__device__ bool __hisnan(PYCUCC_H);
PYCUCC_H21(__hisnan2)
PYCUCC_H1(hsqrt) PYCUCC_H1(hrsqrt) PYCUCC_H1(hrcp) PYCUCC_H1(hexp) PYCUCC_H1(hexp2) PYCUCC_H1(hexp10) PYCUCC_H1(hlog)
PYCUCC_H1(hlog2) PYCUCC_H1(hlog10) PYCUCC_H1(hsin) PYCUCC_H1(hcos) PYCUCC_H1(htanh) PYCUCC_H1(htanh_approx)
PYCUCC_H1(hceil) PYCUCC_H1(hfloor) PYCUCC_H1(hrint) PYCUCC_H1(htrunc)
PYCUCC_H21(h2sqrt) PYCUCC_H21(h2rsqrt) PYCUCC_H21(h2rcp) PYCUCC_H21(h2exp) PYCUCC_H21(h2exp2) PYCUCC_H21(h2exp10)
PYCUCC_H21(h2log) PYCUCC_H21(h2log2) PYCUCC_H21(h2log10) PYCUCC_H21(h2sin) PYCUCC_H21(h2cos) PYCUCC_H21(h2tanh)
PYCUCC_H21(h2tanh_approx) PYCUCC_H21(h2ceil) PYCUCC_H21(h2floor) PYCUCC_H21(h2rint) PYCUCC_H21(h2trunc)
__device__ PYCUCC_H atomicAdd(PYCUCC_H *, PYCUCC_H);
__device__ PYCUCC_H2 atomicAdd(PYCUCC_H2 *, PYCUCC_H2);
/* Loads and stores of these types go through the generic __ldg-style templates. */
#undef PYCUCC_HH
#undef PYCUCC_HH2
#undef PYCUCC_H1
#undef PYCUCC_H21
#undef PYCUCC_HB
#undef PYCUCC_H2B
#undef PYCUCC_H2M

/* Conversions named after the type (F = half or bfloat16), declared by the including shim through
 * PYCUCC_HCONV(F, H, H2) so that the spelling of each name comes from one place. */
#define PYCUCC_HCONV_RND(F, H, m)                                                                     \
  __host__ __device__ H __int2##F##_##m(int); __host__ __device__ H __uint2##F##_##m(unsigned int);      \
  __host__ __device__ H __short2##F##_##m(short); __host__ __device__ H __ushort2##F##_##m(unsigned short); \
  __host__ __device__ H __ll2##F##_##m(long long); __host__ __device__ H __ull2##F##_##m(unsigned long long); \
  __host__ __device__ int __##F##2int_##m(H); __host__ __device__ unsigned int __##F##2uint_##m(H);      \
  __host__ __device__ short __##F##2short_##m(H); __host__ __device__ unsigned short __##F##2ushort_##m(H); \
  __host__ __device__ long long __##F##2ll_##m(H); __host__ __device__ unsigned long long __##F##2ull_##m(H); \
  __host__ __device__ H __float2##F##_##m(float);
#define PYCUCC_HCONV(F, H, H2)                                                                        \
  PYCUCC_HCONV_RND(F, H, rn) PYCUCC_HCONV_RND(F, H, rz) PYCUCC_HCONV_RND(F, H, ru) PYCUCC_HCONV_RND(F, H, rd) \
  __host__ __device__ H __float2##F(float); __host__ __device__ H __double2##F(double);               \
  __host__ __device__ float __##F##2float(H); __host__ __device__ signed char __##F##2char_rz(H);      \
  __host__ __device__ unsigned char __##F##2uchar_rz(H);                                              \
  __host__ __device__ short __##F##_as_short(H); __host__ __device__ unsigned short __##F##_as_ushort(H); \
  __host__ __device__ H __short_as_##F(short); __host__ __device__ H __ushort_as_##F(unsigned short);   \
  __host__ __device__ H2 __float2##F##2_rn(float); __host__ __device__ H2 __floats2##F##2_rn(float, float); \
  __host__ __device__ H2 __float22##F##2_rn(float2); __host__ __device__ float2 __##F##22float2(H2);   \
  __host__ __device__ H2 __##F##2##F##2(H); __host__ __device__ H2 __halves2##F##2(H, H);              \
  __host__ __device__ H __low2##F(H2); __host__ __device__ H __high2##F(H2);                          \
  __host__ __device__ H2 __low2##F##2(H2); __host__ __device__ H2 __high2##F##2(H2);                  \
  __host__ __device__ H2 __lows2##F##2(H2, H2); __host__ __device__ H2 __highs2##F##2(H2, H2);         \
  __host__ __device__ float __low2float(H2); __host__ __device__ float __high2float(H2);
