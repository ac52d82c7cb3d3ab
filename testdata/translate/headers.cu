// Every header rule once.
// CHECK: #include <hip/hip_runtime.h>
#include <cuda.h>
// HIP has one main header for both CUDA APIs: the second include of one goes (hipify-clang removes it too).
// CHECK: #include <hip/hip_runtime_api.h>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
// CHECK: #include <hip/device_functions.h>
#include <device_functions.h>
// CHECK: #include "hip/driver_types.h"
#include "driver_types.h"
// CHECK: #include <hip/hip_vector_types.h>
#include <vector_types.h>
// CHECK: #include <hip/hip_runtime_api.h>
#include <cuda_profiler_api.h>
// CHECK: #include <hip/hip_fp16.h>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>
// CHECK: #include <hip/math_functions.h>
#include <math_functions.h>
// CHECK: #include <hip/texture_types.h>
#include <texture_types.h>
// The texture-reference header CUDA 12 removed (hipify-clang's mapping).
// CHECK: #include <hip/hip_texture_types.h>
#include <cuda_texture_types.h>
// The next three includes disappear (HIP's runtime header already provides them).
// CHECK: __global__ void k(__half *h) { h[0] = __float2half(1.0f); }
#include <device_launch_parameters.h>
#include <sm_60_atomic_functions.h>
#include <texture_fetch_functions.h>
__global__ void k(__half *h) { h[0] = __float2half(1.0f); }

namespace cg = cooperative_groups;
// CHECK: __global__ void half_alias(__half *h) { cg::this_thread_block().sync(); h[1] = h[0]; }
__global__ void half_alias(__nv_half *h) { cg::this_thread_block().sync(); h[1] = h[0]; }

// CHECK: #include <hip/surface_types.h>
#include <surface_types.h>
// CHECK: #include <hip/channel_descriptor.h>
#include <channel_descriptor.h>
// The headers cuda_runtime.h includes disappear: hip_runtime.h has what they declare.
// CHECK: __global__ void k2(float4 *v) { v[0] = make_float4(1.f, 2.f, 3.f, 4.f); }
#include <builtin_types.h>
#include <device_types.h>
#include <host_defines.h>
#include <crt/host_defines.h>
#include <vector_functions.h>
#include <driver_functions.h>
#include <cuda_device_runtime_api.h>
__global__ void k2(float4 *v) { v[0] = make_float4(1.f, 2.f, 3.f, 4.f); }

// Include guards become the guards of the HIP headers, which the HIP compile of this file has seen (it would
// stop at the #error otherwise).
// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H) || !defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H)
#if !defined(__CUDA_RUNTIME_H__) || !defined(__CUDA_RUNTIME_API_H__) || !defined(__DRIVER_TYPES_H__)
#error "the CUDA runtime's guards are not defined"
#endif
// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H) || !defined(HIP_INCLUDE_HIP_TEXTURE_TYPES_H) || !defined(HIP_INCLUDE_HIP_SURFACE_TYPES_H)
#if !defined(__VECTOR_TYPES_H__) || !defined(__TEXTURE_TYPES_H__) || !defined(__SURFACE_TYPES_H__)
#error "the CUDA runtime's type headers' guards are not defined"
#endif
// CHECK: #if !defined(HIP_INCLUDE_HIP_CHANNEL_DESCRIPTOR_H) || !defined(HIP_INCLUDE_HIP_LIBRARY_TYPES_H) || !defined(HIP_INCLUDE_HIP_HIP_FP16_H)
#if !defined(__CHANNEL_DESCRIPTOR_H__) || !defined(__LIBRARY_TYPES_H__) || !defined(__CUDA_FP16_H__)
#error "guards are not defined"
#endif
// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H) || !defined(HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUP_H)
#if !defined(__CUDA_PROFILER_API_H__) || !defined(_COOPERATIVE_GROUPS_H_)
#error "guards are not defined"
#endif
// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H)
#if !defined(__BUILTIN_TYPES_H__) || !defined(__DEVICE_TYPES_H__) || !defined(__HOST_DEFINES_H__)
#error "guards are not defined"
#endif
// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H)
#if !defined(__VECTOR_FUNCTIONS_H__) || !defined(__DRIVER_FUNCTIONS_H__) || !defined(__CUDA_DEVICE_RUNTIME_API_H__) || !defined(__DEVICE_LAUNCH_PARAMETERS_H__)
#error "guards are not defined"
#endif
// cuda.h's guard stays: CUresult is cudaError_t in HIP, so code it guards would redefine cudaError_t's.
// CHECK: #ifdef __cuda_cuda_h__
#ifdef __cuda_cuda_h__
static const char *driver_error_name(CUresult r) { return "driver"; }
#endif
static const char *runtime_error_name(cudaError_t r) { return "runtime"; }
