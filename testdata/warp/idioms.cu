// CUDA warp idioms written for 32-lane warps, each writing one row of `out` (row r, thread t at out[r * n + t]).
// tests/test_warp_emu.py runs them on the emulator and compares every row with a model of CUDA's semantics.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define FULL 0xffffffffu

extern "C" __global__ void warp_shuffles(int* out, int* sums) {
    const int n = blockDim.x * gridDim.x;
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % warpSize;
    const int v = t * 3 + 1;
    int r = 0;
    out[r++ * n + t] = warpSize;
    out[r++ * n + t] = lane;
    out[r++ * n + t] = threadIdx.x / warpSize;
    out[r++ * n + t] = __shfl_sync(FULL, v, 0);                      // leader broadcast
    out[r++ * n + t] = __shfl_sync(FULL, v, (lane + 1) & 31);        // rotation
    out[r++ * n + t] = __shfl_sync(FULL, v, lane + 1);               // source lane modulo 32
    out[r++ * n + t] = __shfl_sync(FULL, v, 2, 8);                   // width 8
    out[r++ * n + t] = __shfl_up_sync(FULL, v, 1);
    out[r++ * n + t] = __shfl_down_sync(FULL, v, 1);
    out[r++ * n + t] = __shfl_xor_sync(FULL, v, 16);
    out[r++ * n + t] = __shfl_down_sync(FULL, v, 3, 16);
    out[r++ * n + t] = __shfl_xor_sync(FULL, v, 1, 4);
    out[r++ * n + t] = __shfl_sync(FULL, (float)v * 0.5f, 7) * 2.0f;
    out[r++ * n + t] = (int)__shfl_sync(FULL, (double)v, 31);
    out[r++ * n + t] = (int)__shfl_sync(FULL, (long long)v << 20, 5) >> 20;
    int s = v;
    for (int o = warpSize / 2; o > 0; o /= 2) s += __shfl_down_sync(FULL, s, o);   // warpSize loop
    if (lane == 0) sums[t / warpSize] = s;
    int x = v;
    for (int o = 1; o < 32; o <<= 1) x += __shfl_xor_sync(FULL, x, o);            // butterfly: all lanes
    out[r++ * n + t] = x;
}

extern "C" __global__ void warp_votes(int* out, int* counter, int* slots) {
    const int n = blockDim.x * gridDim.x;
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31;
    const int v = t * 3 + 1;
    int r = 0;
    unsigned b = __ballot_sync(FULL, v % 3 == 1 && (t % 5) != 0);
    out[r++ * n + t] = (int)b;
    out[r++ * n + t] = __popc(b);
    out[r++ * n + t] = __any_sync(FULL, t % 37 == 0);
    out[r++ * n + t] = __all_sync(FULL, t % 64 < 40);
    out[r++ * n + t] = (int)__match_any_sync(FULL, v % 4);
    int pred = 0;
    out[r++ * n + t] = (int)__match_all_sync(FULL, t / 32 + (t == 200), &pred);
    out[r++ * n + t] = pred;
    out[r++ * n + t] = __reduce_add_sync(FULL, v);
    out[r++ * n + t] = __reduce_max_sync(FULL, (unsigned)(v * 7 % 101));
    out[r++ * n + t] = (int)__activemask();
    int inner = -1;
    if (t % 3 == 0) inner = (int)__activemask();                    // a divergent branch
    out[r++ * n + t] = inner;
    // warp-aggregated atomics: one atomicAdd per warp, the base broadcast from the leader
    int slot = -1;
    if (t % 2 == 0) {
        unsigned active = __activemask();
        int leader = __ffs(active) - 1;
        int base = 0;
        if (lane == leader) base = atomicAdd(counter, __popc(active));
        base = __shfl_sync(active, base, leader);
        slot = base + __popc(active & ((1u << lane) - 1));
        slots[slot] = t;
    }
    out[r++ * n + t] = slot;
    __syncwarp();
    __syncwarp(0x0000ffffu << (lane & 16));
}

extern "C" __global__ void warp_groups(int* out) {
    const int n = blockDim.x * gridDim.x;
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    const int v = t * 3 + 1;
    int r = 0;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> w = cg::tiled_partition<32>(block);
    out[r++ * n + t] = w.size();
    out[r++ * n + t] = w.thread_rank();
    out[r++ * n + t] = w.meta_group_rank();
    out[r++ * n + t] = w.meta_group_size();
    out[r++ * n + t] = w.shfl(v, 0);
    out[r++ * n + t] = w.shfl_down(v, 1);
    out[r++ * n + t] = w.shfl_xor(v, 8);
    cg::thread_block_tile<8> e = cg::tiled_partition<8>(block);
    out[r++ * n + t] = e.thread_rank();
    out[r++ * n + t] = e.shfl_up(v, 2);
    out[r++ * n + t] = e.meta_group_rank();
    out[r++ * n + t] = cg::reduce(w, v, cg::plus<int>());
    int size = -1, rank = -1;
    if (t % 3 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        size = g.size();
        rank = g.thread_rank();
    }
    out[r++ * n + t] = size;
    out[r++ * n + t] = rank;
}

extern "C" __global__ void warp_ptx(int* out) {
    const int n = blockDim.x * gridDim.x;
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    const int v = t * 3 + 1;
    int r = 0;
    unsigned lane, warp, lt, ge, moved, vote;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(warp));
    asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
    asm volatile("shfl.sync.idx.b32 %0, %1, 3, 0x1f, 0xffffffff;" : "=r"(moved) : "r"(v));
    asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
                 : "=r"(vote) : "r"(v & 4));
    out[r++ * n + t] = lane;
    out[r++ * n + t] = warp;
    out[r++ * n + t] = lt;
    out[r++ * n + t] = ge;
    out[r++ * n + t] = moved;
    out[r++ * n + t] = vote;
}
