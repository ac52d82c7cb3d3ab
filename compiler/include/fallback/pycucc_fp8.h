/* pycucc's <cuda_fp8.h>: CUDA's FP8 types and conversions with CUDA's bits, on AMD GPUs and on the host.
 *
 * Why a stand-in: HIP 5.x has no FP8 type, and ROCm 6's <hip/hip_fp8.h> *_fnuz types are another format (bias 8,
 * one NaN 0x80, no -0): mapping CUDA's types to them would silently change the bits. CUDA's __nv_fp8_e4m3 is OCP
 * E4M3FN (bias 7, NaN S.1111.111, no infinity, max 448) and __nv_fp8_e5m2 is OCP E5M2 (bias 15, IEEE-like);
 * "OCP 8-bit Floating Point Specification (OFP8)" rev. 1.0. What each conversion returns (round to nearest even,
 * overflow to NaN/inf or to the largest finite with __NV_SATFINITE, NaN kept, -0 kept, a float NaN made positive)
 * follows the host code of CUDA 13's cuda_fp8.hpp, which tests/test_fp8.py compares byte for byte when nvcc is
 * present. Plain integer arithmetic only: the same code on the host and on every AMD target (gfx942's hardware
 * converts give the fnuz format, so they are not used). Not here: CUDA 12.8's e8m0/fp6/fp4 types.
 * Found through -idirafter (after every other folder); `header "cuda_fp8.h"` in compiler/rules/headers.rules. */
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__
#define __CUDA_FP8_TYPES_EXIST__
#define PYCUCC_FP8_H 1

#if !defined(__HIP__) && !defined(__host__)
#define __host__
#define __device__
#endif
#if defined(__HIP__) || defined(__CUDACC__)
#include <hip/hip_fp16.h>
#define PYCUCC_FP8_HAS_HALF 1
#endif

#define __PYCUCC_FP8_FN static __host__ __device__ inline

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

__PYCUCC_FP8_FN unsigned long long __pycucc_fp8_dbits(double x) {
    unsigned long long b; __builtin_memcpy(&b, &x, sizeof b); return b;
}
__PYCUCC_FP8_FN unsigned int __pycucc_fp8_fbits(float x) {
    unsigned int b; __builtin_memcpy(&b, &x, sizeof b); return b;
}
__PYCUCC_FP8_FN float __pycucc_fp8_bits_f(unsigned int b) {
    float x; __builtin_memcpy(&x, &b, sizeof x); return x;
}

/* A double to E4M3 (3 fraction bits, smallest exponent -6, largest code 0x7E) or E5M2 (2, -14, 0x7B). The value is
   cut to a multiple of the quantum of its binade (or of the smallest binade: subnormals), rounded to nearest even;
   code = (binade - smallest binade) * 2^m + multiple carries into the exponent by itself. */
__PYCUCC_FP8_FN __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                          const __nv_fp8_interpretation_t interp) {
    const unsigned long long b = __pycucc_fp8_dbits(x);
    const unsigned int sign = (unsigned int)(b >> 63) << 7;
    const unsigned long long a = b & 0x7FFFFFFFFFFFFFFFULL;
    const bool e4 = interp == __NV_E4M3;
    const int m = e4 ? 3 : 2, emin = e4 ? -6 : -14;
    const unsigned int maxcode = e4 ? 0x7Eu : 0x7Bu;
    const unsigned int over = saturate == __NV_SATFINITE ? maxcode : (e4 ? 0x7Fu : 0x7Cu);
    if (a > 0x7FF0000000000000ULL)  /* NaN: E5M2 keeps the top fraction bit below its quiet bit, as CUDA's */
        return (__nv_fp8_storage_t)(sign | (e4 ? 0x7Fu : (0x7Eu | (unsigned int)((b >> 50) & 1u))));
    if (a == 0x7FF0000000000000ULL)
        return (__nv_fp8_storage_t)(sign | over);
    const int bexp = (int)(a >> 52);
    if (bexp == 0)  /* zero or a double subnormal: far below half the smallest fp8 subnormal */
        return (__nv_fp8_storage_t)sign;
    const int e = bexp - 1023;
    const unsigned long long sig = (a & 0xFFFFFFFFFFFFFULL) | (1ULL << 52);
    const int te = e > emin ? e : emin;
    const int shift = 52 - m + (te - e);  /* fraction bits below the fp8 quantum */
    if (shift > 60)
        return (__nv_fp8_storage_t)sign;
    unsigned long long n = sig >> shift;
    const unsigned long long rest = sig & ((1ULL << shift) - 1), half = 1ULL << (shift - 1);
    if (rest > half || (rest == half && (n & 1)))
        ++n;
    const long long code = ((long long)(te - emin) << m) + (long long)n;
    if (code > (long long)maxcode)
        return (__nv_fp8_storage_t)(sign | over);
    return (__nv_fp8_storage_t)(sign | (unsigned int)code);
}

/* CUDA makes a float NaN the positive canonical one (0x7FFFFFFF) first, then goes through double (exact). */
__PYCUCC_FP8_FN __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                         const __nv_fp8_interpretation_t interp) {
    const unsigned int b = __pycucc_fp8_fbits(x);
    const float f = (b & 0x7FFFFFFFu) > 0x7F800000u ? __pycucc_fp8_bits_f(0x7FFFFFFFu) : x;
    return __nv_cvt_double_to_fp8((double)f, saturate, interp);
}

/* fp8 to binary16 bits: exact (every fp8 value is a half); a NaN is the half 0x7FFF, without its sign. */
__PYCUCC_FP8_FN unsigned short __pycucc_fp8_to_half_bits(const __nv_fp8_storage_t x,
                                                         const __nv_fp8_interpretation_t interp) {
    const unsigned int s = (unsigned int)(x & 0x80u) << 8, a = x & 0x7Fu;
    if (interp == __NV_E5M2)  /* E5M2 is binary16 without its low byte */
        return (unsigned short)(a > 0x7Cu ? 0x7FFFu : (s | (a << 8)));
    if (a == 0x7Fu)
        return 0x7FFFu;
    if (a == 0)
        return (unsigned short)s;
    unsigned int ex = a >> 3, fr = a & 7u;
    if (ex == 0) {  /* subnormal E4M3 (fr * 2^-9): normal in binary16 */
        ex = 1;
        while (!(fr & 8u)) { fr <<= 1; --ex; }
        fr &= 7u;
    }
    return (unsigned short)(s | ((ex + 8u) << 10) | (fr << 7));  /* rebias 7 -> 15 */
}

/* binary16 bits to float, exactly (CUDA's __internal_halfraw_to_float on the host). */
__PYCUCC_FP8_FN float __pycucc_fp8_half_bits_to_float(const unsigned short h) {
    const unsigned int s = (unsigned int)(h & 0x8000u) << 16, ex = (h >> 10) & 0x1Fu;
    unsigned int fr = h & 0x3FFu;
    if (ex == 0x1Fu)  /* a NaN is the float 0x7FFFFFFF, without its sign or payload (CUDA's host code) */
        return __pycucc_fp8_bits_f(fr ? 0x7FFFFFFFu : (s | 0x7F800000u));
    if (ex == 0) {
        if (fr == 0)
            return __pycucc_fp8_bits_f(s);
        int e = -14;
        while (!(fr & 0x400u)) { fr <<= 1; --e; }
        return __pycucc_fp8_bits_f(s | ((unsigned int)(e + 127) << 23) | ((fr & 0x3FFu) << 13));
    }
    return __pycucc_fp8_bits_f(s | ((ex + 112u) << 23) | (fr << 13));
}

/* binary16 bits to float for the from-half converts (the same exact widening). */
__PYCUCC_FP8_FN __nv_fp8_storage_t __pycucc_fp8_from_half_bits(const unsigned short h, const __nv_saturation_t sat,
                                                               const __nv_fp8_interpretation_t interp) {
    return __nv_cvt_float_to_fp8(__pycucc_fp8_half_bits_to_float(h), sat, interp);
}
/* bfloat16 bits are a float's top half. */
__PYCUCC_FP8_FN __nv_fp8_storage_t __pycucc_fp8_from_bf16_bits(const unsigned short h, const __nv_saturation_t sat,
                                                               const __nv_fp8_interpretation_t interp) {
    return __nv_cvt_float_to_fp8(__pycucc_fp8_bits_f((unsigned int)h << 16), sat, interp);
}
__PYCUCC_FP8_FN float __pycucc_fp8_to_float(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t interp) {
    return __pycucc_fp8_half_bits_to_float(__pycucc_fp8_to_half_bits(x, interp));
}

/* The x2 forms: .x in the low byte (CUDA's order). */
__PYCUCC_FP8_FN __nv_fp8x2_storage_t __pycucc_fp8_pair(__nv_fp8_storage_t lo, __nv_fp8_storage_t hi) {
    return (__nv_fp8x2_storage_t)(lo | ((unsigned int)hi << 8));
}
template <class Double2>
__host__ __device__ inline __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const Double2 x, const __nv_saturation_t s,
                                                                          const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_pair(__nv_cvt_double_to_fp8(x.x, s, i), __nv_cvt_double_to_fp8(x.y, s, i));
}
template <class Float2>
__host__ __device__ inline __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const Float2 x, const __nv_saturation_t s,
                                                                         const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_pair(__nv_cvt_float_to_fp8(x.x, s, i), __nv_cvt_float_to_fp8(x.y, s, i));
}
/* The raw bfloat16 types differ between HIP versions (and HIP 5 has none): any with CUDA's member x. */
template <class Raw>
__host__ __device__ inline __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const Raw x, const __nv_saturation_t s,
                                                                          const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_from_bf16_bits((unsigned short)x.x, s, i);
}
template <class Raw2>
__host__ __device__ inline __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const Raw2 x, const __nv_saturation_t s,
                                                                               const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_pair(__pycucc_fp8_from_bf16_bits((unsigned short)x.x, s, i),
                             __pycucc_fp8_from_bf16_bits((unsigned short)x.y, s, i));
}

/* Integers from an fp8 value: out of range saturates, otherwise toward zero; a NaN is 0, or 2^63's bits for the
   64-bit types (CUDA's host __half2ll_rz/__half2ull_rz, through which those conversions go). */
template <class Int>
__host__ __device__ inline Int __pycucc_fp8_to_int(float f, Int lo, Int hi, Int nan = 0) {
    if (f != f) return nan;
    if (f <= (float)lo) return lo;
    if (f >= (float)hi) return hi;
    return (Int)f;
}

#ifdef PYCUCC_FP8_HAS_HALF
__PYCUCC_FP8_FN __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t s,
                                                           const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_from_half_bits(x.x, s, i);
}
__PYCUCC_FP8_FN __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t s,
                                                               const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_pair(__pycucc_fp8_from_half_bits(x.x, s, i), __pycucc_fp8_from_half_bits(x.y, s, i));
}
__PYCUCC_FP8_FN __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t i) {
    __half_raw r; r.x = __pycucc_fp8_to_half_bits(x, i); return r;
}
__PYCUCC_FP8_FN __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                        const __nv_fp8_interpretation_t i) {
    __half2_raw r;
    r.x = __pycucc_fp8_to_half_bits((__nv_fp8_storage_t)(x & 0xFFu), i);
    r.y = __pycucc_fp8_to_half_bits((__nv_fp8_storage_t)(x >> 8), i);
    return r;
}
__PYCUCC_FP8_FN unsigned short __pycucc_fp8_half_of(const __half h) { return static_cast<__half_raw>(h).x; }
__PYCUCC_FP8_FN __half __pycucc_fp8_make_half(unsigned short b) { __half_raw r; r.x = b; return __half(r); }
#endif

/* bfloat16: HIP's __hip_bfloat16 (ROCm 6) or pycucc_compat.h's (HIP 5), which translated code names; its bits are
   its first member whichever it is. */
#if defined(HIP_INCLUDE_HIP_HIP_BF16_H) || defined(_HIP_INCLUDE_HIP_AMD_DETAIL_HIP_BF16_H_)
#define PYCUCC_FP8_HAS_BF16 1
__PYCUCC_FP8_FN unsigned short __pycucc_fp8_bf16_of(const __hip_bfloat16 h) {
    unsigned short u; __builtin_memcpy(&u, &h, sizeof u); return u;
}
__PYCUCC_FP8_FN __hip_bfloat16 __pycucc_fp8_make_bf16(float f) {
    /* every fp8 value is a bfloat16 (a NaN aside), so any rounding gives it; NaN: the bfloat16 canonical 0x7FFF */
    unsigned int u = __pycucc_fp8_fbits(f);
    unsigned short b = (unsigned short)((u & 0x7FFFFFFFu) > 0x7F800000u ? 0x7FFFu : (u >> 16));
    __hip_bfloat16 h; __builtin_memcpy(&h, &b, sizeof b); return h;
}
#endif

/* The classes: one per format; the scalar's storage, conversions from the wider types (round to nearest even,
   __NV_SATFINITE, as CUDA's constructors), integers through float, and back. */
#define __PYCUCC_FP8_SCALAR(NAME, INTERP, NANBITS)                                                                 \
struct __attribute__((aligned(1))) NAME {                                                                         \
    __nv_fp8_storage_t __x;                                                                                       \
    NAME() = default;                                                                                             \
    explicit __host__ __device__ NAME(const float f) : __x(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, INTERP)) {}   \
    explicit __host__ __device__ NAME(const double f) : __x(__nv_cvt_double_to_fp8(f, __NV_SATFINITE, INTERP)) {} \
    explicit __host__ __device__ NAME(const unsigned short int v) : NAME(static_cast<float>(v)) {}                \
    explicit __host__ __device__ NAME(const unsigned int v) : NAME(static_cast<float>(v)) {}                      \
    explicit __host__ __device__ NAME(const unsigned long int v) : NAME(static_cast<float>(v)) {}                 \
    explicit __host__ __device__ NAME(const unsigned long long int v) : NAME(static_cast<float>(v)) {}            \
    explicit __host__ __device__ NAME(const short int v) : NAME(static_cast<float>(v)) {}                         \
    explicit __host__ __device__ NAME(const int v) : NAME(static_cast<float>(v)) {}                               \
    explicit __host__ __device__ NAME(const long int v) : NAME(static_cast<float>(v)) {}                          \
    explicit __host__ __device__ NAME(const long long int v) : NAME(static_cast<float>(v)) {}                     \
    PYCUCC_FP8_HALF_CTOR(NAME, INTERP)                                                                            \
    PYCUCC_FP8_BF16_CTOR(NAME, INTERP)                                                                            \
    explicit __host__ __device__ operator float() const { return __pycucc_fp8_to_float(__x, INTERP); }            \
    explicit __host__ __device__ operator double() const { return static_cast<double>(float(*this)); }           \
    explicit __host__ __device__ operator unsigned char() const {                                                 \
        return (__x & NANBITS) == NANBITS ? 0 : __pycucc_fp8_to_int<unsigned char>(float(*this), 0, 0xFF); }      \
    explicit __host__ __device__ operator signed char() const {                                                   \
        return (__x & NANBITS) == NANBITS ? 0 : __pycucc_fp8_to_int<signed char>(float(*this), -128, 127); }      \
    explicit __host__ __device__ operator char() const {                                                          \
        return (char)((char)-1 < 0 ? (char)(signed char)*this : (char)(unsigned char)*this); }                    \
    explicit __host__ __device__ operator unsigned short int() const {                                            \
        return __pycucc_fp8_to_int<unsigned short>(float(*this), 0, 0xFFFF); }                                    \
    explicit __host__ __device__ operator unsigned int() const {                                                  \
        return __pycucc_fp8_to_int<unsigned int>(float(*this), 0u, 0xFFFFFFFFu); }                                \
    explicit __host__ __device__ operator unsigned long int() const {                                             \
        return sizeof(long) == 8 ? (unsigned long)(unsigned long long)*this : (unsigned long)(unsigned int)*this; }                                     \
    explicit __host__ __device__ operator unsigned long long int() const {                                        \
        return __pycucc_fp8_to_int<unsigned long long>(float(*this), 0ull, ~0ull, 1ull << 63); }                              \
    explicit __host__ __device__ operator short int() const {                                                     \
        return __pycucc_fp8_to_int<short>(float(*this), -32768, 32767); }                                         \
    explicit __host__ __device__ operator int() const {                                                           \
        return __pycucc_fp8_to_int<int>(float(*this), (int)0x80000000u, 0x7FFFFFFF); }                           \
    explicit __host__ __device__ operator long int() const {                                                      \
        return sizeof(long) == 8 ? (long)(long long)*this : (long)(int)*this; }                                   \
    explicit __host__ __device__ operator long long int() const {                                                 \
        return __pycucc_fp8_to_int<long long>(float(*this), (long long)0x8000000000000000ull,                     \
                                              0x7FFFFFFFFFFFFFFFll, (long long)0x8000000000000000ull); }                                            \
    explicit __host__ __device__ operator bool() const { return (__x & 0x7Fu) != 0; }                             \
    PYCUCC_FP8_HALF_OPS(INTERP)                                                                                   \
    PYCUCC_FP8_BF16_OPS(INTERP)                                                                                   \
};

#define __PYCUCC_FP8_PAIR(NAME, INTERP)                                                                            \
struct __attribute__((aligned(2))) NAME {                                                                         \
    __nv_fp8x2_storage_t __x;                                                                                     \
    NAME() = default;                                                                                             \
    template <class V2, class = decltype(static_cast<float>(V2().y))>                                              \
    explicit __host__ __device__ NAME(const V2 f) : __x(__pycucc_fp8_pair(__pycucc_fp8_one(f.x, INTERP),            \
                                                                          __pycucc_fp8_one(f.y, INTERP))) {}      \
    PYCUCC_FP8_HALF2_CTOR(NAME, INTERP)                                                                           \
    PYCUCC_FP8_BF162_CTOR(NAME, INTERP)                                                                           \
    template <class F2> explicit __host__ __device__ operator F2() const {                                        \
        F2 r; r.x = __pycucc_fp8_to_float((__nv_fp8_storage_t)(__x & 0xFFu), INTERP);                              \
        r.y = __pycucc_fp8_to_float((__nv_fp8_storage_t)(__x >> 8), INTERP); return r; }                          \
    PYCUCC_FP8_HALF2_OPS(INTERP)                                                                                  \
};

#define __PYCUCC_FP8_QUAD(NAME, INTERP)                                                                            \
struct __attribute__((aligned(4))) NAME {                                                                         \
    __nv_fp8x4_storage_t __x;                                                                                     \
    NAME() = default;                                                                                             \
    template <class V4, class = decltype(static_cast<float>(V4().w))>                                              \
    explicit __host__ __device__ NAME(const V4 f)                                                                 \
        : __x((__nv_fp8x4_storage_t)__pycucc_fp8_pair(__pycucc_fp8_one(f.x, INTERP), __pycucc_fp8_one(f.y, INTERP)) \
              | ((__nv_fp8x4_storage_t)__pycucc_fp8_pair(__pycucc_fp8_one(f.z, INTERP),                            \
                                                         __pycucc_fp8_one(f.w, INTERP)) << 16)) {}                \
    template <class V2, class = decltype(static_cast<float>(V2().y))>                                              \
    explicit __host__ __device__ NAME(const V2 lo, const V2 hi)                                                   \
        : __x((__nv_fp8x4_storage_t)__pycucc_fp8_pair(__pycucc_fp8_one(lo.x, INTERP), __pycucc_fp8_one(lo.y, INTERP)) \
              | ((__nv_fp8x4_storage_t)__pycucc_fp8_pair(__pycucc_fp8_one(hi.x, INTERP),                           \
                                                         __pycucc_fp8_one(hi.y, INTERP)) << 16)) {}               \
    PYCUCC_FP8_HALF2_CTOR4(NAME, INTERP)                                                                          \
    PYCUCC_FP8_BF162_CTOR4(NAME, INTERP)                                                                          \
    template <class F4> explicit __host__ __device__ operator F4() const {                                        \
        F4 r; r.x = __pycucc_fp8_to_float((__nv_fp8_storage_t)(__x & 0xFFu), INTERP);                              \
        r.y = __pycucc_fp8_to_float((__nv_fp8_storage_t)((__x >> 8) & 0xFFu), INTERP);                             \
        r.z = __pycucc_fp8_to_float((__nv_fp8_storage_t)((__x >> 16) & 0xFFu), INTERP);                            \
        r.w = __pycucc_fp8_to_float((__nv_fp8_storage_t)(__x >> 24), INTERP); return r; }                         \
};

/* One element of a vector constructor (float, double, __half or bfloat16 members), saturating as CUDA's. */
__PYCUCC_FP8_FN __nv_fp8_storage_t __pycucc_fp8_one(const float f, const __nv_fp8_interpretation_t i) {
    return __nv_cvt_float_to_fp8(f, __NV_SATFINITE, i);
}
__PYCUCC_FP8_FN __nv_fp8_storage_t __pycucc_fp8_one(const double f, const __nv_fp8_interpretation_t i) {
    return __nv_cvt_double_to_fp8(f, __NV_SATFINITE, i);
}
#ifdef PYCUCC_FP8_HAS_HALF
__PYCUCC_FP8_FN __nv_fp8_storage_t __pycucc_fp8_one(const __half f, const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_from_half_bits(__pycucc_fp8_half_of(f), __NV_SATFINITE, i);
}
#define PYCUCC_FP8_HALF_CTOR(NAME, INTERP)                                                                        \
    explicit __host__ __device__ NAME(const __half f)                                                             \
        : __x(__pycucc_fp8_from_half_bits(__pycucc_fp8_half_of(f), __NV_SATFINITE, INTERP)) {}
#define PYCUCC_FP8_HALF_OPS(INTERP)                                                                               \
    explicit __host__ __device__ operator __half() const {                                                        \
        return __pycucc_fp8_make_half(__pycucc_fp8_to_half_bits(__x, INTERP)); }
/* A pair of 2-byte floats by its bits, .x first: HIP 5's __half2 members are its bits, not __half. */
__PYCUCC_FP8_FN __nv_fp8x2_storage_t __pycucc_fp8_half2(const __half2 h, const __nv_fp8_interpretation_t i) {
    unsigned int u; __builtin_memcpy(&u, &h, sizeof u);
    return __pycucc_fp8_pair(__pycucc_fp8_from_half_bits((unsigned short)u, __NV_SATFINITE, i),
                             __pycucc_fp8_from_half_bits((unsigned short)(u >> 16), __NV_SATFINITE, i));
}
#define PYCUCC_FP8_HALF2_CTOR(NAME, INTERP)                                                                       \
    explicit __host__ __device__ NAME(const __half2 f) : __x(__pycucc_fp8_half2(f, INTERP)) {}
#define PYCUCC_FP8_HALF2_CTOR4(NAME, INTERP)                                                                      \
    explicit __host__ __device__ NAME(const __half2 lo, const __half2 hi)                                         \
        : __x((__nv_fp8x4_storage_t)__pycucc_fp8_half2(lo, INTERP)                                                 \
              | ((__nv_fp8x4_storage_t)__pycucc_fp8_half2(hi, INTERP) << 16)) {}
#define PYCUCC_FP8_HALF2_OPS(INTERP)                                                                              \
    explicit __host__ __device__ operator __half2() const {                                                       \
        __half2_raw r = __nv_cvt_fp8x2_to_halfraw2(__x, INTERP); return __half2(r); }
#else
#define PYCUCC_FP8_HALF_CTOR(NAME, INTERP)
#define PYCUCC_FP8_HALF_OPS(INTERP)
#define PYCUCC_FP8_HALF2_CTOR(NAME, INTERP)
#define PYCUCC_FP8_HALF2_CTOR4(NAME, INTERP)
#define PYCUCC_FP8_HALF2_OPS(INTERP)
#endif
#ifdef PYCUCC_FP8_HAS_BF16
__PYCUCC_FP8_FN __nv_fp8_storage_t __pycucc_fp8_one(const __hip_bfloat16 f, const __nv_fp8_interpretation_t i) {
    return __pycucc_fp8_from_bf16_bits(__pycucc_fp8_bf16_of(f), __NV_SATFINITE, i);
}
#define PYCUCC_FP8_BF16_CTOR(NAME, INTERP)                                                                        \
    explicit __host__ __device__ NAME(const __hip_bfloat16 f)                                                     \
        : __x(__pycucc_fp8_from_bf16_bits(__pycucc_fp8_bf16_of(f), __NV_SATFINITE, INTERP)) {}
__PYCUCC_FP8_FN __nv_fp8x2_storage_t __pycucc_fp8_bf162(const __hip_bfloat162 h, const __nv_fp8_interpretation_t i) {
    unsigned int u; __builtin_memcpy(&u, &h, sizeof u);
    return __pycucc_fp8_pair(__pycucc_fp8_from_bf16_bits((unsigned short)u, __NV_SATFINITE, i),
                             __pycucc_fp8_from_bf16_bits((unsigned short)(u >> 16), __NV_SATFINITE, i));
}
#define PYCUCC_FP8_BF162_CTOR(NAME, INTERP)                                                                       \
    explicit __host__ __device__ NAME(const __hip_bfloat162 f) : __x(__pycucc_fp8_bf162(f, INTERP)) {}
#define PYCUCC_FP8_BF162_CTOR4(NAME, INTERP)                                                                      \
    explicit __host__ __device__ NAME(const __hip_bfloat162 lo, const __hip_bfloat162 hi)                         \
        : __x((__nv_fp8x4_storage_t)__pycucc_fp8_bf162(lo, INTERP)                                                 \
              | ((__nv_fp8x4_storage_t)__pycucc_fp8_bf162(hi, INTERP) << 16)) {}
#define PYCUCC_FP8_BF16_OPS(INTERP)                                                                               \
    explicit __host__ __device__ operator __hip_bfloat16() const { return __pycucc_fp8_make_bf16(float(*this)); }
#else
#define PYCUCC_FP8_BF16_CTOR(NAME, INTERP)
#define PYCUCC_FP8_BF162_CTOR(NAME, INTERP)
#define PYCUCC_FP8_BF162_CTOR4(NAME, INTERP)
#define PYCUCC_FP8_BF16_OPS(INTERP)
#endif

__PYCUCC_FP8_SCALAR(__nv_fp8_e4m3, __NV_E4M3, 0x7Fu)
__PYCUCC_FP8_SCALAR(__nv_fp8_e5m2, __NV_E5M2, 0x7Fu)
__PYCUCC_FP8_PAIR(__nv_fp8x2_e4m3, __NV_E4M3)
__PYCUCC_FP8_PAIR(__nv_fp8x2_e5m2, __NV_E5M2)
__PYCUCC_FP8_QUAD(__nv_fp8x4_e4m3, __NV_E4M3)
__PYCUCC_FP8_QUAD(__nv_fp8x4_e5m2, __NV_E5M2)

#endif /* __CUDA_FP8_H__ */
