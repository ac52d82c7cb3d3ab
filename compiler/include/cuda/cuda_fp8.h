/* Parse-only shim of <cuda_fp8.h>: the FP8 storage types, enumerations, conversions and classes (compile:
 * compiler/include/fallback/pycucc_fp8.h; rules: compiler/rules/fp8.rules). */
#ifndef PYCUCC_SHIM_CUDA_FP8_H
#define PYCUCC_SHIM_CUDA_FP8_H
#define __CUDA_FP8_H__
#define __CUDA_FP8_TYPES_EXIST__
#include "cuda_fp16.h"
#include "cuda_bf16.h"
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;
__host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(double, __nv_saturation_t, __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(double2, __nv_saturation_t,
                                                                  __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(float, __nv_saturation_t, __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2, __nv_saturation_t,
                                                                 __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(__half_raw, __nv_saturation_t,
                                                              __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(__half2_raw, __nv_saturation_t,
                                                                   __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw, __nv_saturation_t,
                                                                  __nv_fp8_interpretation_t);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw, __nv_saturation_t,
                                                                       __nv_fp8_interpretation_t);
__host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t, __nv_fp8_interpretation_t);
__host__ __device__ __half2_raw __nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t, __nv_fp8_interpretation_t);

#define PYCUCC_SHIM_FP8_SCALAR(NAME)                                                                              \
  struct NAME {                                                                                                   \
    __nv_fp8_storage_t __x;                                                                                       \
    NAME() = default;                                                                                             \
    explicit __host__ __device__ NAME(float);                                                                     \
    explicit __host__ __device__ NAME(double);                                                                    \
    explicit __host__ __device__ NAME(__half);                                                                    \
    explicit __host__ __device__ NAME(__nv_bfloat16);                                                             \
    explicit __host__ __device__ NAME(unsigned short);                                                            \
    explicit __host__ __device__ NAME(unsigned int);                                                              \
    explicit __host__ __device__ NAME(unsigned long);                                                             \
    explicit __host__ __device__ NAME(unsigned long long);                                                        \
    explicit __host__ __device__ NAME(short);                                                                     \
    explicit __host__ __device__ NAME(int);                                                                       \
    explicit __host__ __device__ NAME(long);                                                                      \
    explicit __host__ __device__ NAME(long long);                                                                 \
    explicit __host__ __device__ operator float() const;                                                          \
    explicit __host__ __device__ operator double() const;                                                         \
    explicit __host__ __device__ operator __half() const;                                                         \
    explicit __host__ __device__ operator __nv_bfloat16() const;                                                  \
    explicit __host__ __device__ operator unsigned char() const;                                                  \
    explicit __host__ __device__ operator signed char() const;                                                    \
    explicit __host__ __device__ operator char() const;                                                           \
    explicit __host__ __device__ operator unsigned short() const;                                                 \
    explicit __host__ __device__ operator unsigned int() const;                                                   \
    explicit __host__ __device__ operator unsigned long() const;                                                  \
    explicit __host__ __device__ operator unsigned long long() const;                                             \
    explicit __host__ __device__ operator short() const;                                                          \
    explicit __host__ __device__ operator int() const;                                                            \
    explicit __host__ __device__ operator long() const;                                                           \
    explicit __host__ __device__ operator long long() const;                                                      \
    explicit __host__ __device__ operator bool() const;                                                           \
  };
#define PYCUCC_SHIM_FP8_PAIR(NAME)                                                                                \
  struct NAME {                                                                                                   \
    __nv_fp8x2_storage_t __x;                                                                                     \
    NAME() = default;                                                                                             \
    explicit __host__ __device__ NAME(__half2);                                                                   \
    explicit __host__ __device__ NAME(__nv_bfloat162);                                                            \
    explicit __host__ __device__ NAME(float2);                                                                    \
    explicit __host__ __device__ NAME(double2);                                                                   \
    explicit __host__ __device__ operator __half2() const;                                                        \
    explicit __host__ __device__ operator float2() const;                                                         \
  };
#define PYCUCC_SHIM_FP8_QUAD(NAME)                                                                                \
  struct NAME {                                                                                                   \
    __nv_fp8x4_storage_t __x;                                                                                     \
    NAME() = default;                                                                                             \
    explicit __host__ __device__ NAME(__half2, __half2);                                                          \
    explicit __host__ __device__ NAME(__nv_bfloat162, __nv_bfloat162);                                            \
    explicit __host__ __device__ NAME(float4);                                                                    \
    explicit __host__ __device__ NAME(double4);                                                                   \
    explicit __host__ __device__ operator float4() const;                                                         \
  };
PYCUCC_SHIM_FP8_SCALAR(__nv_fp8_e4m3)
PYCUCC_SHIM_FP8_SCALAR(__nv_fp8_e5m2)
PYCUCC_SHIM_FP8_PAIR(__nv_fp8x2_e4m3)
PYCUCC_SHIM_FP8_PAIR(__nv_fp8x2_e5m2)
PYCUCC_SHIM_FP8_QUAD(__nv_fp8x4_e4m3)
PYCUCC_SHIM_FP8_QUAD(__nv_fp8x4_e5m2)
#endif
