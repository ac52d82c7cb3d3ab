// Inline PTX as CUDA libraries write it: lane helpers, carry chains for big integers, byte and bit tricks,
// warp reductions, cache-hinted loads, half-precision packing, predicated blocks with labels. pycucc lowers each
// asm statement in place to a C++ block of HIP device code (one line, so the file keeps its line numbers).
#include <cuda_runtime.h>
#include <cuda_fp16.h>

// ---------------------------------------------------------------------------------------------- lane helpers
__device__ __forceinline__ unsigned lane_id() {
    unsigned r;
    // CHECK:     { _Pragma("clang fp contract(off)") unsigned _arg0 = 0; auto&& __ptx_o0 = (r); _arg0 = ((__lane_id() & 31u)); __pycucc_ptx_out(__ptx_o0, _arg0); }
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}

__device__ __forceinline__ unsigned lanemask_lt() {
    unsigned m;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
    return m;
}

__device__ __forceinline__ unsigned warp_id() {
    unsigned w;
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
    return w;
}

// ---------------------------------------------------------------------------------------------- big integers
// 128-bit a + b with the carry flag threaded through four 32-bit limbs.
__device__ __forceinline__ uint4 add_u128(uint4 a, uint4 b) {
    uint4 r;
    asm("add.cc.u32 %0, %4, %8;\n\t"
        "addc.cc.u32 %1, %5, %9;\n\t"
        "addc.cc.u32 %2, %6, %10;\n\t"
        "addc.u32 %3, %7, %11;"
        : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w)
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w), "r"(b.x), "r"(b.y), "r"(b.z), "r"(b.w));
    return r;
}

// 64x64 -> 128-bit multiply from 32-bit halves (mad.lo/hi with carries), as bignum kernels do it.
__device__ __forceinline__ void mul_wide_u64(unsigned long long a, unsigned long long b, unsigned long long& lo,
                                             unsigned long long& hi) {
    unsigned a0 = (unsigned)a, a1 = (unsigned)(a >> 32), b0 = (unsigned)b, b1 = (unsigned)(b >> 32);
    unsigned r0, r1, r2, r3;
    asm("{\n\t"
        ".reg .u32 t1, t2;\n\t"
        "mul.lo.u32 %0, %4, %6;\n\t"
        "mul.hi.u32 %1, %4, %6;\n\t"
        "mad.lo.cc.u32 %1, %5, %6, %1;\n\t"
        "madc.hi.u32 %2, %5, %6, 0;\n\t"
        "mad.lo.cc.u32 %1, %4, %7, %1;\n\t"
        "madc.hi.cc.u32 %2, %4, %7, %2;\n\t"
        "addc.u32 %3, 0, 0;\n\t"
        "mad.lo.cc.u32 %2, %5, %7, %2;\n\t"
        "madc.hi.u32 %3, %5, %7, %3;\n\t"
        "}"
        : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
        : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
    lo = ((unsigned long long)r1 << 32) | r0;
    hi = ((unsigned long long)r3 << 32) | r2;
}

// ---------------------------------------------------------------------------------------------- bit tricks
__device__ __forceinline__ unsigned byte_swap(unsigned x) {
    unsigned r;
    // CHECK:     { _Pragma("clang fp contract(off)") unsigned _arg0 = 0; auto&& __ptx_o0 = (r); unsigned _arg1 = __pycucc_ptx_in<unsigned>(x); _arg0 = __pycucc_ptx_bits_prmt(_arg1, 0u, 0x123u, 0); __pycucc_ptx_out(__ptx_o0, _arg0); }
    asm("prmt.b32 %0, %1, 0, 0x0123;" : "=r"(r) : "r"(x));
    return r;
}

__device__ __forceinline__ unsigned majority(unsigned a, unsigned b, unsigned c) {
    unsigned r;
    // CHECK:     { _Pragma("clang fp contract(off)") unsigned _arg0 = 0; auto&& __ptx_o0 = (r); unsigned _arg1 = __pycucc_ptx_in<unsigned>(a); unsigned _arg2 = __pycucc_ptx_in<unsigned>(b); unsigned _arg3 = __pycucc_ptx_in<unsigned>(c); _arg0 = __pycucc_ptx_bits_lop3(_arg1, _arg2, _arg3, 0xe8u); __pycucc_ptx_out(__ptx_o0, _arg0); }
    asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}

__device__ __forceinline__ unsigned bits_of(unsigned x, unsigned pos, unsigned len) {
    unsigned r;
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
    return r;
}

__device__ __forceinline__ int signed_field(int x) {
    int r;
    asm("bfe.s32 %0, %1, 4, 8;" : "=r"(r) : "r"(x));
    return r;
}

__device__ __forceinline__ unsigned insert_byte(unsigned x, unsigned byte) {
    unsigned r;
    asm("bfi.b32 %0, %1, %2, 8, 8;" : "=r"(r) : "r"(byte), "r"(x));
    return r;
}

template <int N>
__device__ __forceinline__ unsigned rotate_left(unsigned x) {
    unsigned r;
    // CHECK:     { _Pragma("clang fp contract(off)") unsigned _arg0 = 0; auto&& __ptx_o0 = (r); unsigned _arg1 = __pycucc_ptx_in<unsigned>(x); const long long _arg2 = (long long)(N); _arg0 = __pycucc_ptx_bits_shf(_arg1, _arg1, (unsigned)_arg2, true, false); __pycucc_ptx_out(__ptx_o0, _arg0); }
    asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "n"(N));
    return r;
}

__device__ __forceinline__ unsigned leading_bit(unsigned long long x) {
    unsigned r;
    asm("bfind.u64 %0, %1;" : "=r"(r) : "l"(x));
    return r;
}

// ---------------------------------------------------------------------------------------------- warp level
__device__ __forceinline__ float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1) {
        float other;
        asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(other) : "f"(v), "r"(o));
        v += other;
    }
    return v;
}

__device__ __forceinline__ unsigned ballot(bool p) {
    unsigned r;
    asm volatile("{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %1, 0;\n\tvote.sync.ballot.b32 %0, q, 0xffffffff;\n\t}"
                 : "=r"(r) : "r"((unsigned)p));
    return r;
}

__device__ __forceinline__ int warp_max(int v) {
    int r;
    asm volatile("redux.sync.max.s32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v));
    return r;
}

// ---------------------------------------------------------------------------------------------- memory
__device__ __forceinline__ float4 load_nc(const float4* p) {
    float4 v;
    asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
                 : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(p));
    return v;
}

__device__ __forceinline__ void store_streaming(float* p, float v) {
    asm volatile("st.global.cs.f32 [%0], %1;" :: "l"(p), "f"(v) : "memory");
}

__device__ __forceinline__ unsigned count_up(unsigned* counter) {
    unsigned old;
    asm volatile("atom.global.add.u32 %0, [%1], 1;" : "=r"(old) : "l"(counter) : "memory");
    return old;
}

__device__ __forceinline__ void fence_device() {
    // CHECK:     { _Pragma("clang fp contract(off)") __atomic_signal_fence(__ATOMIC_SEQ_CST); __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); __atomic_signal_fence(__ATOMIC_SEQ_CST); }
    asm volatile("membar.gl;" ::: "memory");
}

// ---------------------------------------------------------------------------------------------- floats, halves
__device__ __forceinline__ unsigned pack_halves(__half lo, __half hi) {
    unsigned r;
    asm("mov.b32 %0, {%1, %2};" : "=r"(r) : "h"(__half_as_ushort(lo)), "h"(__half_as_ushort(hi)));
    return r;
}

__device__ __forceinline__ unsigned fma_half2(unsigned a, unsigned b, unsigned c) {
    unsigned r;
    asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}

__device__ __forceinline__ unsigned short to_half_rz(float f) {
    unsigned short h;
    asm("cvt.rz.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
    return h;
}

__device__ __forceinline__ double fma_rd(double a, double b, double c) {
    double r;
    asm("fma.rm.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(a), "d"(b), "d"(c));
    return r;
}

__device__ __forceinline__ float fast_rcp(float x) {
    float r;
    asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}

__device__ __forceinline__ int round_to_int(float x) {
    int r;
    asm("cvt.rni.s32.f32 %0, %1;" : "=r"(r) : "f"(x));
    return r;
}

// A predicated block with a label: count the set bits of x the slow way.
__device__ __forceinline__ unsigned slow_popc(unsigned x) {
    unsigned n;
    asm("{\n\t"
        ".reg .pred done;\n\t"
        ".reg .u32 v, bit;\n\t"
        "mov.u32 %0, 0;\n\t"
        "mov.u32 v, %1;\n"
        "LOOP:\n\t"
        "setp.eq.u32 done, v, 0;\n\t"
        "@done bra DONE;\n\t"
        "and.b32 bit, v, 1;\n\t"
        "add.u32 %0, %0, bit;\n\t"
        "shr.u32 v, v, 1;\n\t"
        "bra.uni LOOP;\n"
        "DONE:\n\t"
        "}"
        : "=r"(n) : "r"(x));
    return n;
}

// "+r" operands and a tied input
__device__ __forceinline__ void accumulate(unsigned& acc, unsigned x) {
    asm("add.u32 %0, %0, %1;" : "+r"(acc) : "r"(x));
}

__device__ __forceinline__ unsigned twice(unsigned x) {
    unsigned r;
    asm("shl.b32 %0, %1, 1;" : "=r"(r) : "0"(x));
    return r;
}

__global__ void inline_ptx_kernel(const float4* in, float* out, unsigned* counters, uint4* big, unsigned* bits,
                                  double* d) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    float4 v = load_nc(in + t);
    float s = warp_sum(v.x + v.y + v.z + v.w);
    unsigned lane = lane_id();
    if (lane == 0) store_streaming(out + t / 32, s);
    unsigned slot = count_up(counters);
    fence_device();
    big[t] = add_u128(big[t], make_uint4(t, lane, slot, 1));
    unsigned long long lo, hi;
    mul_wide_u64(((unsigned long long)t << 40) | lane, 0xFFFFFFFFFFFFull, lo, hi);
    unsigned acc = byte_swap(t) ^ majority(t, lane, slot) ^ bits_of(t, 3, 5) ^ (unsigned)signed_field((int)t)
                 ^ insert_byte(t, lane) ^ rotate_left<8>(t) ^ leading_bit(lo ^ hi) ^ ballot(t & 1)
                 ^ (unsigned)warp_max((int)t) ^ lanemask_lt() ^ warp_id() ^ slow_popc(t) ^ twice(lane)
                 ^ pack_halves(__float2half(s), __float2half(v.x)) ^ fma_half2(t, lane, slot) ^ to_half_rz(s);
    accumulate(acc, (unsigned)round_to_int(fast_rcp(s)));
    bits[t] = acc;
    d[t] = fma_rd(d[t], 3.0, -1.0);
}
