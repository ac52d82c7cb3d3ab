// cooperative_groups' partitions, elections and scans, which HIP 5 lacks (pycucc_compat.h has them): binary_partition
// and labeled_partition of a 32-lane tile, a 16-lane tile and a coalesced group, reduce over the parts,
// inclusive_scan/exclusive_scan over tiles and over a part, invoke_one and invoke_one_broadcast. Each thread writes
// what it saw, so a wrong lane set, rank or order shows (tests/test_cg_partitions.py checks it against CUDA's rules).
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define N 128
__global__ void parts(const int* in, int* out, int* calls) {
    const unsigned int t = threadIdx.x;
    const int v = in[blockIdx.x * N + t];
    int* o = out + blockIdx.x * N * 16;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
    // CHECK:     cg::coalesced_group odd = cg::binary_partition(tile, v & 1);
    cg::coalesced_group odd = cg::binary_partition(tile, v & 1);
    o[0 * N + t] = odd.size();
    o[1 * N + t] = odd.thread_rank();
    o[2 * N + t] = cg::reduce(odd, v, cg::plus<int>());
    // CHECK:     cg::coalesced_group third = cg::labeled_partition(tile, v % 3);
    cg::coalesced_group third = cg::labeled_partition(tile, v % 3);
    o[3 * N + t] = third.size();
    o[4 * N + t] = third.thread_rank();
    o[5 * N + t] = cg::reduce(third, v, cg::greater<int>());
    cg::coalesced_group quarter = cg::labeled_partition(half, (unsigned long long)(v % 4) << 40);
    o[6 * N + t] = quarter.size() * 100 + quarter.thread_rank();
    o[7 * N + t] = cg::inclusive_scan(tile, v);
    o[8 * N + t] = cg::exclusive_scan(tile, v);
    o[9 * N + t] = cg::inclusive_scan(half, v, cg::greater<int>());
    o[10 * N + t] = cg::exclusive_scan(half, v, cg::bit_xor<int>());
    o[11 * N + t] = cg::inclusive_scan(odd, v);
    // CHECK:     cg::invoke_one(tile, [&] { atomicAdd(calls, 1); });
    cg::invoke_one(tile, [&] { atomicAdd(calls, 1); });
    o[13 * N + t] = cg::invoke_one_broadcast(half, [&] { return v * 10; });
    o[14 * N + t] = cg::exclusive_scan(third, v);
    o[15 * N + t] = cg::reduce(tile, v, cg::plus<int>());
}

// A coalesced group's partition, in a kernel of its own: with it in the kernel above, the emulator's gfx942 model
// crashed (SIGSEGV in the emulator process; each half runs there alone, and the whole on gfx1100).
__global__ void pairs(const int* in, int* out) {
    const unsigned int t = threadIdx.x;
    const int v = in[blockIdx.x * N + t];
    out[blockIdx.x * N + t] = -1;
    if (t % 4 != 3) {
        cg::coalesced_group active = cg::coalesced_threads();
        cg::coalesced_group pair = cg::labeled_partition(active, v % 2 == 0);
        out[blockIdx.x * N + t] = pair.size() * 100 + pair.thread_rank();
    }
}
