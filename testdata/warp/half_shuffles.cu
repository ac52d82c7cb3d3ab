// __shfl*_sync on CUDA's half and bfloat16 types, one and two to a word (tests/test_half_shuffles.py).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
extern "C" __global__ void h2shfl(const float* in, float* out) {
    int t = threadIdx.x, lane = t & 31;
    half2 h = __floats2half2_rn(in[2 * t], in[2 * t + 1]);
    __nv_bfloat162 b = __floats2bfloat162_rn(in[2 * t], in[2 * t + 1]);
    half2 r = __shfl_sync(0xffffffffu, h, (lane + 1) & 31);
    half2 d = __shfl_down_sync(0xffffffffu, h, 1);
    __nv_bfloat162 x = __shfl_xor_sync(0xffffffffu, b, 1);
    __half s = __shfl_up_sync(0xffffffffu, __low2half(h), 2);
    out[8 * t + 0] = __low2float(r); out[8 * t + 1] = __high2float(r);
    out[8 * t + 2] = __low2float(d); out[8 * t + 3] = __high2float(d);
    out[8 * t + 4] = __low2float(x); out[8 * t + 5] = __high2float(x);
    out[8 * t + 6] = __half2float(s); out[8 * t + 7] = 0.f;
}
