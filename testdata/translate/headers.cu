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
// The next two includes disappear (HIP's runtime header already provides them).
// CHECK: __global__ void k(__half *h) { h[0] = __float2half(1.0f); }
#include <device_launch_parameters.h>
#include <sm_60_atomic_functions.h>
__global__ void k(__half *h) { h[0] = __float2half(1.0f); }

namespace cg = cooperative_groups;
// CHECK: __global__ void half_alias(__half *h) { cg::this_thread_block().sync(); h[1] = h[0]; }
__global__ void half_alias(__nv_half *h) { cg::this_thread_block().sync(); h[1] = h[0]; }
