/* Parse-only shim of <cuda_fp16.h>: __half/__half2 and the half-precision API, enough for overload resolution
 * and argument counts to match nvcc's view. */
#ifndef PYCUCC_SHIM_CUDA_FP16_H
#define PYCUCC_SHIM_CUDA_FP16_H
#define __CUDA_FP16_H__  /* the CUDA header's include guard, which code may test */
#include "pycucc_cuda_parse.h"
struct __half_raw { unsigned short x; };
struct __half2_raw { unsigned short x, y; };
struct __half {
  unsigned short __x;
  __half() = default;
  __host__ __device__ __half(const __half_raw &r);
  __host__ __device__ __half(float f);
  __host__ __device__ __half(double f);
  __host__ __device__ __half(int i);
  __host__ __device__ __half(unsigned int i);
  __host__ __device__ __half(short i);
  __host__ __device__ __half(unsigned short i);
  __host__ __device__ __half(long long i);
  __host__ __device__ __half(unsigned long long i);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __half_raw() const;
};
struct __half2 {
  __half x, y;
  __half2() = default;
  __host__ __device__ __half2(__half a, __half b) : x(a), y(b) {}
  __host__ __device__ __half2(const __half2_raw &r);
  __host__ __device__ operator __half2_raw() const;
};
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;
__host__ __device__ __half2 make_half2(__half x, __half y);
__host__ __device__ __half2 __half2half2(__half a);
__host__ __device__ __half2 __low2half2(__half2 a);
__host__ __device__ __half2 __high2half2(__half2 a);
#define PYCUCC_H __half
#define PYCUCC_H2 __half2
#include "pycucc_half_family.h"
PYCUCC_HCONV(half, __half, __half2)
#undef PYCUCC_H
#undef PYCUCC_H2
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#endif
