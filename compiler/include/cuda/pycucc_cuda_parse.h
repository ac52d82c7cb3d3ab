/* pycucc's declarations of the CUDA runtime, used ONLY to parse CUDA sources with libclang (host-only pass).
 * Nothing here is ever compiled into code: it has to declare what CUDA code may name, with signatures close
 * enough that overload resolution and argument counts match nvcc's view, so no CUDA SDK is needed.
 * Force-included like nvcc's implicit cuda_runtime.h. */
#ifndef PYCUCC_CUDA_PARSE_H
#define PYCUCC_CUDA_PARSE_H

/* libstdc++'s C++17 special math functions (<bits/specfun.h>, which <cmath> includes at its end) stay out of the
 * parse: a precompiled prelude holding their template definitions costs 25 ms to load for every file, half of the
 * translation of a small one. The functions are declared below as the parse needs them (any call parses). */
#define _GLIBCXX_BITS_SPECFUN_H 1
/* clang's cuda_wrappers/new uses ::malloc/::free, so these must come first. */
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <math.h>
#if defined(__GLIBCXX__) && __cplusplus >= 201703L
/* std::beta, std::cyl_bessel_j, ... (see _GLIBCXX_BITS_SPECFUN_H above): parse-only stand-ins that accept the
 * arguments of every overload; the float/long double forms (betaf, betal) return their type. */
namespace std {
#define PYCUCC_SPECFUN(NAME) \
  template <class... _Args> double NAME(_Args...); \
  template <class... _Args> float NAME##f(_Args...); \
  template <class... _Args> long double NAME##l(_Args...);
PYCUCC_SPECFUN(assoc_laguerre) PYCUCC_SPECFUN(assoc_legendre) PYCUCC_SPECFUN(beta) PYCUCC_SPECFUN(comp_ellint_1)
PYCUCC_SPECFUN(comp_ellint_2) PYCUCC_SPECFUN(comp_ellint_3) PYCUCC_SPECFUN(cyl_bessel_i) PYCUCC_SPECFUN(cyl_bessel_j)
PYCUCC_SPECFUN(cyl_bessel_k) PYCUCC_SPECFUN(cyl_neumann) PYCUCC_SPECFUN(ellint_1) PYCUCC_SPECFUN(ellint_2)
PYCUCC_SPECFUN(ellint_3) PYCUCC_SPECFUN(expint) PYCUCC_SPECFUN(hermite) PYCUCC_SPECFUN(laguerre)
PYCUCC_SPECFUN(legendre) PYCUCC_SPECFUN(riemann_zeta) PYCUCC_SPECFUN(sph_bessel) PYCUCC_SPECFUN(sph_legendre)
PYCUCC_SPECFUN(sph_neumann)
#undef PYCUCC_SPECFUN
}
#endif
#include <__clang_cuda_builtin_vars.h>
/* __device__ overloads of the C math library, as CUDA device code sees them (clang ships these declarations). */
#include <__clang_cuda_math_forward_declares.h>

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __cudart_builtin__
#define CUDART_CB
/* The include guards of cuda_runtime.h and of the headers it includes, which nvcc includes in every .cu:
 * code may test them (helper_cuda.h's #ifdef __CUDA_RUNTIME_H__). cuda.h's is not among them (see headers.rules). */
#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__
#define __DRIVER_TYPES_H__
#define __VECTOR_TYPES_H__
#define __DEVICE_TYPES_H__
#define __BUILTIN_TYPES_H__
#define __HOST_DEFINES_H__
#define __SURFACE_TYPES_H__
#define __TEXTURE_TYPES_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __VECTOR_FUNCTIONS_H__
#define __DRIVER_FUNCTIONS_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__
#define __LIBRARY_TYPES_H__
#define __grid_constant__
#ifndef CUDART_VERSION
#define CUDART_VERSION 12000
#endif
#ifndef CUDA_VERSION
#define CUDA_VERSION 12000
#endif

/* ---------------------------------------------------------------- vector types */
#include "../pycucc_cuda_vectors.h"  /* the same plain structs as the compile */

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};

/* The runtime's types and functions are in pycucc_runtime_decls.h (included at the end). */

/* ---------------------------------------------------------------- device functions */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
__device__ void __syncwarp(unsigned int mask = 0xffffffffu);
__device__ unsigned int __activemask(void);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ unsigned int __match_any_sync(unsigned int mask, int value);
__device__ unsigned long long __ballot(int predicate);
__device__ int __all(int predicate);
__device__ int __any(int predicate);
template <class T> __device__ T __shfl_sync(unsigned int mask, T var, int srcLane, int width = 32);
template <class T> __device__ T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = 32);
template <class T> __device__ T __shfl(T var, int srcLane, int width = 32);
template <class T> __device__ T __shfl_up(T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_down(T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_xor(T var, int laneMask, int width = 32);
__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);

#define PYCUCC_ATOMIC(name)                                                                  \
  __device__ int name(int *address, int val);                                                \
  __device__ unsigned int name(unsigned int *address, unsigned int val);                     \
  __device__ unsigned long long name(unsigned long long *address, unsigned long long val);   \
  __device__ int name##_block(int *address, int val);                                        \
  __device__ int name##_system(int *address, int val);
PYCUCC_ATOMIC(atomicAdd)
PYCUCC_ATOMIC(atomicSub)
PYCUCC_ATOMIC(atomicExch)
PYCUCC_ATOMIC(atomicMin)
PYCUCC_ATOMIC(atomicMax)
PYCUCC_ATOMIC(atomicAnd)
PYCUCC_ATOMIC(atomicOr)
PYCUCC_ATOMIC(atomicXor)
#undef PYCUCC_ATOMIC
__device__ float atomicAdd(float *address, float val);
__device__ double atomicAdd(double *address, double val);
__device__ float atomicExch(float *address, float val);
__device__ unsigned int atomicInc(unsigned int *address, unsigned int val);
__device__ unsigned int atomicDec(unsigned int *address, unsigned int val);
__device__ int atomicCAS(int *address, int compare, int val);
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__device__ unsigned long long atomicCAS(unsigned long long *address, unsigned long long compare,
                                        unsigned long long val);

template <class T> __device__ T __ldg(const T *ptr);
template <class T> __device__ T __ldcg(const T *ptr);
template <class T> __device__ T __ldca(const T *ptr);
template <class T> __device__ T __ldcs(const T *ptr);
template <class T> __device__ T __ldlu(const T *ptr);
template <class T> __device__ T __ldcv(const T *ptr);
template <class T> __device__ void __stwb(T *ptr, T value);
template <class T> __device__ void __stcg(T *ptr, T value);
template <class T> __device__ void __stcs(T *ptr, T value);
template <class T> __device__ void __stwt(T *ptr, T value);
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long x);
__device__ int __clz(int x);
__device__ int __clzll(long long x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long __brevll(unsigned long long x);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long __mul64hi(long long x, long long y);
__device__ unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ long long clock64(void);
__device__ void __nanosleep(unsigned int ns);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ unsigned int __lanemask_lt(void);

__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ void __sincosf(float x, float *s, float *c);
__device__ float __powf(float x, float y);
__device__ float __fdividef(float x, float y);
__device__ float __saturatef(float x);
__device__ float __frcp_rn(float x);
__device__ float __fsqrt_rn(float x);
__device__ float __frsqrt_rn(float x);
__device__ float __fadd_rn(float x, float y);
__device__ float __fsub_rn(float x, float y);
__device__ float __fmul_rn(float x, float y);
__device__ float __fdiv_rn(float x, float y);
__device__ float __fmaf_rn(float x, float y, float z);
__device__ double __dadd_rn(double x, double y);
__device__ double __dmul_rn(double x, double y);
__device__ double __fma_rn(double x, double y, double z);
__device__ int __float2int_rn(float x);
__device__ int __float2int_rz(float x);
__device__ int __float2int_rd(float x);
__device__ int __float2int_ru(float x);
__device__ unsigned int __float2uint_rn(float x);
__device__ float __int2float_rn(int x);
__device__ float __uint2float_rn(unsigned int x);
__device__ int __float_as_int(float x);
__device__ float __int_as_float(int x);
__device__ unsigned int __float_as_uint(float x);
__device__ float __uint_as_float(unsigned int x);
__device__ long long __double_as_longlong(double x);
__device__ double __longlong_as_double(long long x);
__device__ float __double2float_rn(double x);
__device__ int __double2hiint(double x);
__device__ int __double2loint(double x);
__device__ double __hiloint2double(int hi, int lo);
/* The C math library as device code sees it: math.h declares these for the host only, and CUDA makes
 * them __device__ too (clang's __clang_cuda_math_forward_declares.h covers only the C++ overloads). */
__device__ float acosf(float); __device__ float acoshf(float); __device__ float asinf(float); __device__ float asinhf(float); __device__ float atanf(float); __device__ float atanhf(float); __device__ float cbrtf(float); __device__ float ceilf(float);
__device__ float cosf(float); __device__ float coshf(float); __device__ float erff(float); __device__ float erfcf(float); __device__ float expf(float); __device__ float exp2f(float); __device__ float exp10f(float); __device__ float expm1f(float);
__device__ float fabsf(float); __device__ float floorf(float); __device__ float lgammaf(float); __device__ float logf(float); __device__ float log10f(float); __device__ float log1pf(float); __device__ float log2f(float); __device__ float logbf(float);
__device__ float nearbyintf(float); __device__ float rintf(float); __device__ float roundf(float); __device__ float sinf(float); __device__ float sinhf(float); __device__ float sqrtf(float); __device__ float tanf(float); __device__ float tanhf(float);
__device__ float tgammaf(float); __device__ float truncf(float); __device__ float j0f(float); __device__ float j1f(float); __device__ float y0f(float); __device__ float y1f(float);
__device__ float atan2f(float, float); __device__ float copysignf(float, float); __device__ float fdimf(float, float); __device__ float fmaxf(float, float); __device__ float fminf(float, float);
__device__ float fmodf(float, float); __device__ float hypotf(float, float); __device__ float nextafterf(float, float); __device__ float powf(float, float); __device__ float remainderf(float, float);
__device__ float fmaf(float, float, float); __device__ float frexpf(float, int*); __device__ float ldexpf(float, int); __device__ float modff(float, float*);
__device__ float remquof(float, float, int*); __device__ float scalbnf(float, int); __device__ float scalblnf(float, long); __device__ int ilogbf(float); __device__ float jnf(int, float); __device__ float ynf(int, float);
__device__ long lrintf(float); __device__ long lroundf(float); __device__ long long llrintf(float); __device__ long long llroundf(float); __device__ float nanf(const char*);
__device__ double acos(double); __device__ double acosh(double); __device__ double asin(double); __device__ double asinh(double); __device__ double atan(double); __device__ double atanh(double); __device__ double cbrt(double); __device__ double ceil(double);
__device__ double cos(double); __device__ double cosh(double); __device__ double erf(double); __device__ double erfc(double); __device__ double exp(double); __device__ double exp2(double); __device__ double exp10(double); __device__ double expm1(double);
__device__ double fabs(double); __device__ double floor(double); __device__ double lgamma(double); __device__ double log(double); __device__ double log10(double); __device__ double log1p(double); __device__ double log2(double); __device__ double logb(double);
__device__ double nearbyint(double); __device__ double rint(double); __device__ double round(double); __device__ double sin(double); __device__ double sinh(double); __device__ double sqrt(double); __device__ double tan(double); __device__ double tanh(double);
__device__ double tgamma(double); __device__ double trunc(double); __device__ double j0(double); __device__ double j1(double); __device__ double y0(double); __device__ double y1(double);
__device__ double atan2(double, double); __device__ double copysign(double, double); __device__ double fdim(double, double); __device__ double fmax(double, double); __device__ double fmin(double, double);
__device__ double fmod(double, double); __device__ double hypot(double, double); __device__ double nextafter(double, double); __device__ double pow(double, double); __device__ double remainder(double, double);
__device__ double fma(double, double, double); __device__ double frexp(double, int*); __device__ double ldexp(double, int); __device__ double modf(double, double*);
__device__ double remquo(double, double, int*); __device__ double scalbn(double, int); __device__ double scalbln(double, long); __device__ int ilogb(double); __device__ double jn(int, double); __device__ double yn(int, double);
__device__ long lrint(double); __device__ long lround(double); __device__ long long llrint(double); __device__ long long llround(double); __device__ double nan(const char*);
__device__ void sincosf(float, float*, float*); __device__ void sincos(double, double*, double*);
__host__ __device__ float rsqrtf(float x);
__host__ __device__ double rsqrt(double x);
__host__ __device__ float rcbrtf(float x);
__host__ __device__ double rcbrt(double x);
/* glibc 2.41 declares sinpi, cospi, sinpif and cospif itself, as C23's (bits/mathcalls.h, under
   __GLIBC_USE (IEC_60559_FUNCS_EXT_C23), which the _GNU_SOURCE that C++ compiles define turns on; Debian 13):
   host-only, so a __host__ __device__ redeclaration is an error ("cannot overload __host__ function") and the
   whole prelude fails.  The device overload is then declared beside glibc's host one (clang's CUDA host/device
   overloading), which is what the parse needs: the name is declared on both sides. */
#if defined(__GLIBC_USE) && __GLIBC_USE(IEC_60559_FUNCS_EXT_C23)
#  define __PYCUCC_PI_SIDES __device__
#else
#  define __PYCUCC_PI_SIDES __host__ __device__
#endif
__PYCUCC_PI_SIDES float sinpif(float x);
__PYCUCC_PI_SIDES float cospif(float x);
__PYCUCC_PI_SIDES double sinpi(double x);
__PYCUCC_PI_SIDES double cospi(double x);
#undef __PYCUCC_PI_SIDES
__host__ __device__ void sincospif(float x, float *s, float *c);
__host__ __device__ float normf(int dim, const float *a);
__host__ __device__ float norm3df(float a, float b, float c);
__host__ __device__ float rnorm3df(float a, float b, float c);
__host__ __device__ float norm4df(float a, float b, float c, float d);
__host__ __device__ float erfinvf(float x);
__host__ __device__ float erfcinvf(float x);
__host__ __device__ float normcdff(float x);
__host__ __device__ float normcdfinvf(float x);
__host__ __device__ double erfinv(double x);
__host__ __device__ double normcdf(double x);
__host__ __device__ float saturate(float x);
/* CUDA 13's min/max overload set (crt/math_functions.h): every integer width, the mixed signed/unsigned pairs
 * (which compare and return unsigned) and the float/double pairs, so that overload resolution picks what nvcc's
 * picks; pycucc_compat.h gives the compile the same set. */
#define PYCUCC_MINMAX(R, A, B) __host__ __device__ R min(A a, B b); __host__ __device__ R max(A a, B b);
PYCUCC_MINMAX(int, int, int)
PYCUCC_MINMAX(unsigned int, unsigned int, unsigned int)
PYCUCC_MINMAX(unsigned int, int, unsigned int)
PYCUCC_MINMAX(unsigned int, unsigned int, int)
PYCUCC_MINMAX(long, long, long)
PYCUCC_MINMAX(unsigned long, unsigned long, unsigned long)
PYCUCC_MINMAX(unsigned long, long, unsigned long)
PYCUCC_MINMAX(unsigned long, unsigned long, long)
PYCUCC_MINMAX(long long, long long, long long)
PYCUCC_MINMAX(unsigned long long, unsigned long long, unsigned long long)
PYCUCC_MINMAX(unsigned long long, long long, unsigned long long)
PYCUCC_MINMAX(unsigned long long, unsigned long long, long long)
PYCUCC_MINMAX(float, float, float)
PYCUCC_MINMAX(double, double, double)
PYCUCC_MINMAX(double, float, double)
PYCUCC_MINMAX(double, double, float)
#undef PYCUCC_MINMAX

/* cuda_runtime.h brings stdio.h, stdlib.h, string.h, time.h, ctype.h, limits.h and assert.h with it (CUDA 13's
 * crt/common_functions.h, crt/host_config.h), and CUDA declares printf, memcpy, memset, clock and glibc's assert
 * hook for the device as well. clang's CUDA mode lets a __device__ declaration overload the host one even for
 * extern "C" functions (its own CUDA wrapper does so for printf and malloc), and since these come before any user
 * include, the `using ::memcpy;` of <cstring> and friends picks up both. stdint.h is not nvcc's, but HIP's
 * hip_runtime.h brings it, and the translation is compiled with HIP's headers. */
#include <stdio.h>
#include <assert.h>
#include <time.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
extern "C" {
__device__ clock_t clock(void);
__device__ int vprintf(const char *format, void *args);
__device__ int printf(const char *format, ...);
__device__ void *memcpy(void *dst, const void *src, size_t n);
__device__ void *memset(void *dst, int value, size_t n);
__device__ void __assertfail(const char *message, const char *file, unsigned int line, const char *function,
                             size_t char_size);
__device__ void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
}

/* The C++ headers nvcc's crt/math_functions.h and crt/common_functions.h include, after the device declarations
 * above so that their using-declarations see them. */
#include <new>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <utility>
#include <type_traits>

/* Translated code (pycucc's own output, parsed again by `pycucc translate --check`) includes pycucc_compat.h,
 * whose HIP-side definitions would clash with these CUDA declarations: defining its include guard makes that
 * include a no-op for the parse. */
#define PYCUCC_COMPAT_H 1

/* One file per API family, so they grow independently. */
#include "pycucc_runtime_decls.h"
#include "pycucc_driver_decls.h"
#include "pycucc_device_decls.h"

#endif /* PYCUCC_CUDA_PARSE_H */
