/* Parse-only shim of <cuda_fp16.h>: enough of __half/__half2 for overload resolution to succeed. */
#ifndef PYCUCC_SHIM_CUDA_FP16_H
#define PYCUCC_SHIM_CUDA_FP16_H
#include "pycucc_cuda_parse.h"
struct __half {
  unsigned short __x;
  __half() = default;
  __host__ __device__ __half(float f);
  __host__ __device__ __half(double f);
  __host__ __device__ __half(int i);
  __host__ __device__ operator float() const;
};
struct __half2 {
  __half x, y;
  __half2() = default;
  __host__ __device__ __half2(__half a, __half b) : x(a), y(b) {}
};
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
__host__ __device__ __half __float2half(float f);
__host__ __device__ __half __float2half_rn(float f);
__host__ __device__ float __half2float(__half h);
__host__ __device__ __half2 __float2half2_rn(float f);
__host__ __device__ __half2 __floats2half2_rn(float a, float b);
__host__ __device__ __half2 __halves2half2(__half a, __half b);
__host__ __device__ float __low2float(__half2 h);
__host__ __device__ float __high2float(__half2 h);
__host__ __device__ __half __low2half(__half2 h);
__host__ __device__ __half __high2half(__half2 h);
__host__ __device__ float2 __half22float2(__half2 h);
__device__ __half __hadd(__half a, __half b);
__device__ __half __hsub(__half a, __half b);
__device__ __half __hmul(__half a, __half b);
__device__ __half __hdiv(__half a, __half b);
__device__ __half __hfma(__half a, __half b, __half c);
__device__ __half __hneg(__half a);
__device__ bool __hgt(__half a, __half b);
__device__ bool __hlt(__half a, __half b);
__device__ bool __heq(__half a, __half b);
__device__ __half hsqrt(__half a);
__device__ __half hexp(__half a);
__device__ __half2 __hadd2(__half2 a, __half2 b);
__device__ __half2 __hmul2(__half2 a, __half2 b);
__device__ __half2 __hfma2(__half2 a, __half2 b, __half2 c);
__device__ __half atomicAdd(__half *address, __half val);
__device__ __half2 atomicAdd(__half2 *address, __half2 val);
__device__ __half __shfl_down_sync(unsigned int mask, __half var, unsigned int delta, int width);
#endif
