// cooperative_groups::memcpy_async into __shared__, then wait: CUDA's byte-count form from a 16-byte-aligned
// source, the element-count form from an offset (4-byte-aligned) source, and a tile's copy of odd bytes with
// wait_prior. Each thread then writes a neighbour's value, so a missing or partial copy shows.
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>
// CHECK: namespace cg = cooperative_groups;
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void staged(const float* in, const unsigned char* bytes, float* out, unsigned char* out_bytes) {
    __shared__ float a[256];
    __shared__ float b[200];
    __shared__ unsigned char c[4][37];
    cg::thread_block block = cg::this_thread_block();
    const float* src = in + blockIdx.x * 256;
    // CHECK:     cg::memcpy_async(block, a, src, sizeof(float) * 256);
    cg::memcpy_async(block, a, src, sizeof(float) * 256);
    cg::memcpy_async(block, b, 200, src + 1, 300);
    cg::wait(block);
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const unsigned int t = tile.meta_group_rank();  // tiles of the block: CUDA's and the helper's ranks agree
    if (t < 4) {
        cg::memcpy_async(tile, c[t], bytes + blockIdx.x * 148 + t * 37 + 1, 37);
        // CHECK:         cg::wait_prior<0>(tile);
        cg::wait_prior<0>(tile);
    }
    block.sync();
    const unsigned int i = threadIdx.x;
    out[blockIdx.x * 512 + i] = a[(i + 1) % 256];
    out[blockIdx.x * 512 + 256 + i] = i < 200 ? b[199 - i] : -1.0f;
    if (i < 148)
        out_bytes[blockIdx.x * 148 + i] = c[i / 37][(i % 37 + 5) % 37];
}
