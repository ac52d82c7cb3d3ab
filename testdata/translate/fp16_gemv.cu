// Mixed-precision GEMV: y = A x with A stored as bfloat16 (or half), x in float, one warp per row.
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_fp16.h>
#include <cuda_fp16.h>
// The bfloat16 API and the intrinsic headers come with the compatibility header.
// CHECK: #define ROWS_PER_BLOCK 4
#include <cuda_bf16.h>
#include <cuda_fp16.hpp>
#include <cuda_bf16.hpp>
#define ROWS_PER_BLOCK 4

// CHECK: typedef __hip_bfloat16 weight_t;
typedef __nv_bfloat16 weight_t;
// CHECK: typedef __hip_bfloat162 weight2_t;
typedef __nv_bfloat162 weight2_t;

__device__ float warp_sum(float v) {
    // Explicit width 32: CUDA's 32-lane reduction on every target, wave64 included.
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 32);
    return v;
}

__global__ void gemv_bf16(const weight_t* __restrict__ A, const float* __restrict__ x, float* __restrict__ y,
                          int rows, int cols) {
    int lane = threadIdx.x & 31;
    int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32;
    if (row >= rows) return;
    // CHECK:     const __hip_bfloat162* a2 = reinterpret_cast<const __hip_bfloat162*>(A + (size_t)row * cols);
    const nv_bfloat162* a2 = reinterpret_cast<const nv_bfloat162*>(A + (size_t)row * cols);
    float acc = 0.0f;
    for (int c = lane; c < cols / 2; c += 32) {
        weight2_t w = a2[c];
        float2 wf = __bfloat1622float2(w);
        acc = fmaf(wf.x, x[2 * c], acc);
        acc = fmaf(wf.y, x[2 * c + 1], acc);
    }
    if ((cols & 1) && lane == 0) acc += __bfloat162float(A[(size_t)row * cols + cols - 1]) * x[cols - 1];
    acc = warp_sum(acc);
    if (lane == 0) y[row] = acc;
}

__global__ void gemv_half(const __half* A, const __half* x, __half* y, int rows, int cols) {
    int lane = threadIdx.x & 31;
    int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32;
    if (row >= rows) return;
    // CHECK:     const __half2* a2 = reinterpret_cast<const __half2*>(A + (size_t)row * cols);
    const __nv_half2* a2 = reinterpret_cast<const __nv_half2*>(A + (size_t)row * cols);
    const __half2* x2 = reinterpret_cast<const __half2*>(x);
    __half2 acc2 = __float2half2_rn(0.0f);
    for (int c = lane; c < cols / 2; c += 32) acc2 = __hfma2(a2[c], x2[c], acc2);
    float acc = __low2float(acc2) + __high2float(acc2);
    acc = warp_sum(acc);
    if (lane == 0) y[row] = __float2half_rn(acc);
}

// Quantise float to bfloat16 with explicit rounding, clamp through relu, and count saturated entries.
__global__ void quantize(const float* in, weight_t* out, unsigned* saturated, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    weight_t q = __float2bfloat16_rn(in[i]);
    weight_t zero = __float2bfloat16(0.0f);
    weight_t r = __hmax(q, zero);
    if (__hisinf(r) || __hgt(r, __float2bfloat16(3141.59f))) atomicAdd(saturated, 1u);
    out[i] = __hfma_relu(r, __float2bfloat16(1.0f), zero);
    // CHECK:     __half_raw raw = __half(__float2half(in[i]));
    __nv_half_raw raw = __half(__float2half(in[i]));
    // CHECK:     __half2_raw raw2 = __half2(__half(raw), __half(raw));
    __nv_half2_raw raw2 = __half2(__half(raw), __half(raw));
    (void)raw2;
}

// Accumulate gradients in half and bfloat16 with atomics.
__global__ void accumulate(__half* gh, weight_t* gb, const float* g, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd(&gh[i % 8], __float2half(g[i]));
    // CHECK:     atomicAdd(&gb[i % 8], __hip_bfloat16(g[i]));
    atomicAdd(&gb[i % 8], nv_bfloat16(g[i]));
    __half2 p = __halves2half2(__float2half(g[i]), __hneg(__float2half(g[i])));
    gh[8 + i % 8] = __hmax(__low2half(__hmax2(p, __lowhigh2highlow(p))), __double2half(0.5));
}
