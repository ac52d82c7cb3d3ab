// Warp-aggregated histogram: lanes that hit the same bin elect one leader with __match_any_sync, the leader adds
// the group's count; votes count out-of-range samples; a bounded ring of work items uses atomicInc.
#include <cuda_runtime.h>
// CHECK: #define BINS 64
#include <sm_30_intrinsics.h>
#include <sm_32_intrinsics.h>
#include <sm_20_intrinsics.h>
#include <device_atomic_functions.h>
#include <sm_20_atomic_functions.h>
#include <sm_32_atomic_functions.h>
#include <sm_35_intrinsics.h>
#define BINS 64

__global__ void histogram(const float* __restrict__ samples, int n, float lo, float hi, unsigned* bins,
                          unsigned* outliers) {
    __shared__ unsigned local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    int lane = threadIdx.x & 31;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float x = __ldg(&samples[i]);
        bool inside = x >= lo && x < hi;
        unsigned active = __activemask();
        unsigned out_votes = __ballot_sync(active, !inside);
        if (lane == __ffs(active) - 1 && out_votes) atomicAdd(outliers, __popc(out_votes));
        if (!inside) continue;
        int bin = min(BINS - 1, __float2int_rd((x - lo) / (hi - lo) * BINS));
        unsigned same = __match_any_sync(__activemask(), bin);
        int leader = __ffs(same) - 1;
        if (lane == leader) atomicAdd_block(&local[bin], (unsigned)__popc(same));
        __syncwarp(same);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&bins[b], local[b]);
}

// A ring of `slots` work items: producers claim slots modulo the ring size.
__global__ void ring_claim(unsigned* head, unsigned* tail, unsigned* claimed, unsigned slots, unsigned* cta_ring) {
    __shared__ unsigned cta_head;
    if (threadIdx.x == 0) cta_head = 0;
    __syncthreads();
    // CHECK:     unsigned slot = __pycucc_atomicInc(head, slots - 1);
    unsigned slot = atomicInc(head, slots - 1);
    // CHECK:     unsigned back = __pycucc_atomicDec(tail, slots - 1);
    unsigned back = atomicDec(tail, slots - 1);
    // CHECK:     unsigned local_slot = __pycucc_atomicInc_block(&cta_head, 7u);
    unsigned local_slot = atomicInc_block(&cta_head, 7u);
    // CHECK:     __pycucc_atomicDec_block(&cta_head, 7u);
    atomicDec_block(&cta_head, 7u);
    // CHECK:     unsigned sys = __pycucc_atomicInc_system(&cta_ring[1], slots - 1) + __pycucc_atomicDec_system(&cta_ring[2], slots - 1);
    unsigned sys = atomicInc_system(&cta_ring[1], slots - 1) + atomicDec_system(&cta_ring[2], slots - 1);
    claimed[blockIdx.x * blockDim.x + threadIdx.x] = slot ^ back ^ local_slot ^ sys;
    __threadfence();
    atomicMax_block(&cta_ring[0], local_slot);
    atomicCAS_block(&cta_ring[3], 0u, slot);
    atomicAdd_system(&cta_ring[4], 1u);
}

// Warp utilities: uniformity check, n-th set lane, byte-swapped keys, packed dot products, timing.
__global__ void warp_utils(const unsigned* keys, unsigned* out, long long* cycles) {
    long long t0 = clock64();
    int lane = threadIdx.x & 31;
    unsigned k = keys[blockIdx.x * blockDim.x + threadIdx.x];
    int uniform = __uni_sync(0xffffffffu, k & 1u);
    unsigned third = __fns(__ballot_sync(0xffffffffu, k > 7u), 0, 3);
    // CHECK:     unsigned swapped = __builtin_bswap32(k) ^ (unsigned)__builtin_bswap16((unsigned short)k) ^ (unsigned)__builtin_bswap64(k);
    unsigned swapped = __nv_bswap32(k) ^ (unsigned)__nv_bswap16((unsigned short)k) ^ (unsigned)__nv_bswap64(k);
    int dot = __dp4a((int)k, 0x01010101, 0) + __dp2a_lo((int)k, (int)swapped, 0);
    unsigned rot = __funnelshift_l(k, swapped, 5) ^ __brev(k) ^ __byte_perm(k, swapped, 0x3210) ^ __umulhi(k, 3u);
    unsigned top = __reduce_max_sync(0xffffffffu, k) + __reduce_add_sync(0xffffffffu, k);
    unsigned bcast = __shfl_sync(0xffffffffu, rot, 0, 32);
    __nanosleep(64);
    __threadfence_block();
    out[blockIdx.x * blockDim.x + threadIdx.x] = uniform + third + dot + (rot ^ top ^ bcast) + lane + __clz((int)k);
    __stwt(&out[0], __ldcv(&out[0]));
    if (lane == 0) cycles[blockIdx.x] = clock64() - t0;
}

// Intrinsics with no AMD counterpart (not built; the translation explains each one).
#if 0
__device__ void not_ported(void* p, unsigned* q) {
    // DIAG: warning PCC1002
    __barrier_sync(1);
    // DIAG: warning PCC1002
    __barrier_sync_count(1, 64);
    // DIAG: warning PCC1002
    q[0] = __isConstant(p) + __isGridConstant(p);
    // DIAG: warning PCC1002
    q[1] = __cvta_generic_to_shared(p) + __cvta_generic_to_global(p) + __cvta_generic_to_local(p);
    // DIAG: warning PCC1002
    q[2] = __cvta_generic_to_constant(p) + __cvta_generic_to_grid_constant(p);
    // DIAG: warning PCC1002
    p = __cvta_shared_to_generic(0) + __cvta_global_to_generic(0) + __cvta_local_to_generic(0);
    // DIAG: warning PCC1002
    p = __cvta_constant_to_generic(0) + __cvta_grid_constant_to_generic(0);
    // DIAG: warning PCC1002
    q[3] = __pm0() + __pm1() + __pm2() + __pm3();
    // DIAG: warning PCC1002
    __prof_trigger(1);
    // DIAG: warning PCC1002
    __brkpt();
    // DIAG: warning PCC1002
    __nv_memcpy_async_shared_global_4(p, p, 4);
    // DIAG: warning PCC1002
    __nv_memcpy_async_shared_global_8(p, p, 8);
    // DIAG: warning PCC1002
    __nv_memcpy_async_shared_global_16(p, p, 16);
    // DIAG: warning PCC1002
    p = __nv_associate_access_property(p, 0);
}
#endif
