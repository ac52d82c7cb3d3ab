// libcu++'s cuda::pipeline with cuda::memcpy_async (tests/test_libcu.py checks the results on the emulator, whose
// waves switch only at s_barrier: the shared pipeline runs in one-wave blocks of 32 threads).
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;

// Each thread streams its 8 floats through two shared-memory stages of its own: out[i] = 2 * in[i] + 1.
extern "C" __global__ void per_thread(const float* in, float* out) {
    constexpr int stages = 2, n = 8;
    __shared__ float buf[stages][64];
    const int t = threadIdx.x, base = (blockIdx.x * blockDim.x + t) * n;
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    for (int s = 0; s < stages; ++s) {
        pipe.producer_acquire();
        cuda::memcpy_async(&buf[s][t], in + base + s, sizeof(float), pipe);
        pipe.producer_commit();
    }
    for (int i = 0; i < n; ++i) {
        cuda::pipeline_consumer_wait_prior<stages - 1>(pipe);
        const float v = buf[i % stages][t];
        pipe.consumer_release();
        out[base + i] = 2.0f * v + 1.0f;
        if (i + stages < n) {
            pipe.producer_acquire();
            cuda::memcpy_async(&buf[i % stages][t], in + base + i + stages, cuda::aligned_size_t<4>(sizeof(float)), pipe);
            pipe.producer_commit();
        }
    }
}

// The block copies tiles of 32 floats into a 2-stage ring (each thread a share of the copy) and every thread reads
// an element another thread copied: out[k] = in[k] * 3 + in[tile start] over `tiles` tiles a block.
extern "C" __global__ void shared_ring(const float* in, float* out, int tiles) {
    constexpr int stages = 2;
    __shared__ float ring[stages][32];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, stages> state;
    cg::thread_block block = cg::this_thread_block();
    cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
    const float* src = in + blockIdx.x * tiles * 32;
    float* dst = out + blockIdx.x * tiles * 32;
    const unsigned t = block.thread_rank(), mirror = 31 - t;
    int fetched = 0;
    for (; fetched < stages && fetched < tiles; ++fetched) {
        pipe.producer_acquire();
        cuda::memcpy_async(block, ring[fetched % stages], src + fetched * 32, cuda::aligned_size_t<16>(sizeof(float) * 32), pipe);
        pipe.producer_commit();
    }
    for (int k = 0; k < tiles; ++k) {
        pipe.consumer_wait();
        const float v = ring[k % stages][mirror] * 3.0f + ring[k % stages][0];
        pipe.consumer_release();
        dst[k * 32 + mirror] = v;
        if (fetched < tiles) {
            pipe.producer_acquire();
            cuda::memcpy_async(block, ring[fetched % stages], src + fetched * 32, sizeof(float) * 32, pipe);
            pipe.producer_commit();
            ++fetched;
        }
    }
    // quit() is true for the last thread of the block to leave
    cuda::atomic_ref<float, cuda::thread_scope_device>(out[gridDim.x * tiles * 32 + blockIdx.x]).fetch_add(pipe.quit() ? 1.0f : 0.0f, cuda::memory_order_relaxed);
}

// Roles (built, not run: producers and consumers must be different waves on AMD, and the emulator runs a wave
// waiting for another forever).
extern "C" __global__ void roles(const float* in, float* out) {
    __shared__ float ring[64];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
    cg::thread_block block = cg::this_thread_block();
    const bool producer = block.thread_rank() < 64;  // whole waves on every target
    cuda::pipeline<cuda::thread_scope_block> pipe =
        cuda::make_pipeline(block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
    if (producer) {
        pipe.producer_acquire();
        cuda::memcpy_async(&ring[block.thread_rank()], in + block.thread_rank(), sizeof(float), pipe);
        pipe.producer_commit();
    } else {
        pipe.consumer_wait();
        out[block.thread_rank() - 64] = ring[block.thread_rank() - 64];
        pipe.consumer_release();
    }
}
