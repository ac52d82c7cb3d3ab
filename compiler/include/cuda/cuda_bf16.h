/* Parse-only shim of <cuda_bf16.h>: __nv_bfloat16/__nv_bfloat162 and the bfloat16 API (same function family
 * as cuda_fp16.h, overloaded on the bfloat16 types). */
#ifndef PYCUCC_SHIM_CUDA_BF16_H
#define PYCUCC_SHIM_CUDA_BF16_H
#define __CUDA_BF16_H__  /* the CUDA header's include guard, which code may test */
#include "cuda_fp16.h"
struct __nv_bfloat16_raw { unsigned short x; };
struct __nv_bfloat162_raw { unsigned short x, y; };
struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r);
  __host__ __device__ __nv_bfloat16(float f);
  __host__ __device__ __nv_bfloat16(double f);
  __host__ __device__ __nv_bfloat16(int i);
  __host__ __device__ __nv_bfloat16(unsigned int i);
  __host__ __device__ __nv_bfloat16(short i);
  __host__ __device__ __nv_bfloat16(unsigned short i);
  __host__ __device__ __nv_bfloat16(long long i);
  __host__ __device__ __nv_bfloat16(unsigned long long i);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __nv_bfloat16_raw() const;
};
struct __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r);
};
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
__host__ __device__ __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y);
#define PYCUCC_H __nv_bfloat16
#define PYCUCC_H2 __nv_bfloat162
#include "pycucc_half_family.h"
PYCUCC_HCONV(bfloat16, __nv_bfloat16, __nv_bfloat162)
#undef PYCUCC_H
#undef PYCUCC_H2
#endif
