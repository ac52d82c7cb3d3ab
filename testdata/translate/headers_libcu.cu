// libcu++'s headers are pycucc's own (libcu.rules): each include names the header that implements it, and the
// cuda::std, cuda::atomic, cuda::barrier, cuda::pipeline, cuda::latch and semaphore names stay as they are. What the headers compute is
// tested on the emulator (tests/test_libcu.py, testdata/libcu/).
#include <cuda_runtime.h>
// CHECK: #include <pycucc_cuda_std.h>
#include <cuda/std/type_traits>
#include <cuda/std/cstdint>
#include <cuda/std/cstddef>
#include <cuda/std/climits>
#include <cuda/std/cfloat>
#include <cuda/std/limits>
#include <cuda/std/utility>
#include <cuda/std/tuple>
#include <cuda/std/array>
#include <cuda/std/cassert>
#include <cuda/std/cmath>
#include <cuda/std/functional>
#include <cuda/std/bit>
#include <cuda/std/initializer_list>
#include <cuda/std/ratio>
// CHECK: #include <pycucc_cuda_complex.h>
#include <cuda/std/complex>
// CHECK: #include <pycucc_cuda_optional.h>
#include <cuda/std/optional>
// CHECK: #include <pycucc_cuda_span.h>
#include <cuda/std/span>
// CHECK: #include <pycucc_cuda_atomic.h>
#include <cuda/atomic>
#include <cuda/std/atomic>
// CHECK: #include <pycucc_cuda_barrier.h>
#include <cuda/barrier>
#include <cuda/std/barrier>
// CHECK: #include <pycucc_cuda_pipeline.h>
#include <cuda/pipeline>
// CHECK: #include <pycucc_cuda_latch.h>
#include <cuda/latch>
#include <cuda/std/latch>
// CHECK: #include <pycucc_cuda_semaphore.h>
#include <cuda/semaphore>
#include <cuda/std/semaphore>
#include <cooperative_groups.h>

__global__ void counts(int* out) {
    // CHECK:     cuda::atomic_ref<int, cuda::thread_scope_device> total(out[0]);
    cuda::atomic_ref<int, cuda::thread_scope_device> total(out[0]);
    // CHECK:     total.fetch_add(cuda::std::numeric_limits<short>::max(), cuda::std::memory_order_relaxed);
    total.fetch_add(cuda::std::numeric_limits<short>::max(), cuda::std::memory_order_relaxed);
    cuda::std::atomic_ref<int>(out[1]).fetch_add(int(threadIdx.x));
}

__global__ void system_scope(int* flag) {
    using namespace cuda;
    // DIAG: warning PCC1010
    cuda::atomic_ref<int, cuda::thread_scope_system> f(*flag);
    // DIAG: warning PCC1010
    cuda::atomic<int, cuda::std::thread_scope_system>* g = nullptr;
    // DIAG: warning PCC1010
    cuda::thread_scope s = cuda::std::thread_scope(thread_scope_system);
    f.store(1, cuda::memory_order_release);
}

__global__ void staged(const float* in, float* out) {
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float tile[64];
    auto block = cooperative_groups::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    // CHECK:     cuda::memcpy_async(block, tile, in, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    cuda::memcpy_async(block, tile, in, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    bar.arrive_and_wait();
    out[block.thread_rank()] = tile[block.thread_rank()];
}

__global__ void piped(const float* in, float* out) {
    __shared__ float stage[32];
    // CHECK:     cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    cuda::memcpy_async(&stage[threadIdx.x], in + threadIdx.x, sizeof(float), pipe);
    pipe.producer_commit();
    // CHECK:     cuda::pipeline_consumer_wait_prior<0>(pipe);
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    out[threadIdx.x] = stage[threadIdx.x];
    pipe.consumer_release();
}

__global__ void roles(const float* in, float* out) {
    __shared__ float ring[128];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
    auto block = cooperative_groups::this_thread_block();
    const bool producer = block.thread_rank() < 128;
    // DIAG: warning PCC1010
    auto role = producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
    cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state, role);
    if (producer) {
        pipe.producer_acquire();
        cuda::memcpy_async(&ring[block.thread_rank()], in + block.thread_rank(), sizeof(float), pipe);
        pipe.producer_commit();
    } else {
        pipe.consumer_wait();
        out[block.thread_rank() - 128] = ring[block.thread_rank() - 128];
        pipe.consumer_release();
    }
}

__global__ void counted(int* out, cuda::std::atomic<int>* a) {
    // CHECK:     cuda::std::atomic_fetch_add(a, 1);
    cuda::std::atomic_fetch_add(a, 1);
    // CHECK:     cuda::latch<cuda::thread_scope_device>* l = nullptr;
    cuda::latch<cuda::thread_scope_device>* l = nullptr;
    // CHECK:     cuda::std::counting_semaphore<8>* s = nullptr;
    cuda::std::counting_semaphore<8>* s = nullptr;
    // DIAG: warning PCC1010
    cuda::binary_semaphore<cuda::thread_scope_block>* lock = nullptr;
    // DIAG: warning PCC1010
    cuda::std::binary_semaphore* global_lock = nullptr;
    if (l && s && lock && global_lock) out[0] = 1;
}
