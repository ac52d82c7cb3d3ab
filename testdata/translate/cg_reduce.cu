// Block sum with cooperative groups: each 32-thread tile reduces with cg::reduce (and by hand with shfl_down),
// tile leaders combine through shared memory, and a grid-wide pass runs when launched cooperatively.
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>
// CHECK: namespace cg = cooperative_groups;
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <int TILE>
__device__ float tile_sum_by_hand(cg::thread_block_tile<TILE> tile, float v) {
    for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
    return v;  // complete in rank 0 only
}

__global__ void block_sum(const float* in, float* out, int n) {
    __shared__ float partial[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    float s = cg::reduce(tile, v, cg::plus<float>());
    float check = tile_sum_by_hand<32>(tile, v);
    if (tile.thread_rank() == 0) partial[block.thread_rank() / 32] = (s + check) * 0.5f;
    __syncwarp();
    block.sync();
    if (block.thread_rank() < 32) {
        unsigned tiles = (block.size() + 31) / 32;
        float t = block.thread_rank() < tiles ? partial[block.thread_rank()] : 0.0f;
        t = cg::reduce(tile, t, cg::plus<float>());
        if (block.thread_rank() == 0) atomicAdd(out, t);
    }
}

__global__ void block_max(const int* in, int* out, int n) {
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<16>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int m = cg::reduce(tile, i < n ? in[i] : -2147483647, cg::greater<int>());
    cg::sync(block);
    if (tile.thread_rank() == 0) atomicMax(out, m);
}

// Which tile of the block this is, and how many there are (CUDA 11; HIP's tiles lack both members).
__global__ void tile_maxima(const int* in, int* out) {
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    const auto* leader = &tile;
    int m = cg::reduce(tile, in[blockIdx.x * blockDim.x + threadIdx.x], cg::greater<int>());
    // CHECK:     if (tile.thread_rank() == 0) out[blockIdx.x * __pycucc_meta_group_size(tile) + __pycucc_meta_group_rank(*leader)] = m;
    if (tile.thread_rank() == 0) out[blockIdx.x * tile.meta_group_size() + leader->meta_group_rank()] = m;
}

using namespace cooperative_groups;
// Needs a cooperative launch (hipLaunchCooperativeKernel) so that every block is resident for grid.sync().
__global__ void normalize(float* data, const float* total, int n) {
    // CHECK:     grid_group grid = this_grid();
    grid_group grid = this_grid();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] /= *total;
    grid.sync();
}

// A part of cooperative groups that HIP does not have (not built; the translation says what to do instead).
// Partitions, invoke_one and the scans come from pycucc_compat.h (cg_partitions.cu).
#if 0
__global__ void not_ported(int* p) {
    // DIAG: warning PCC1002
    auto cl = this_cluster();
}
#endif
