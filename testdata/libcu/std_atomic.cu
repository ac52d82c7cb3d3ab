// libcu++'s cuda::std freestanding headers and scoped atomics in device code (tests/test_libcu.py runs both kernels
// on the emulator and checks what CUDA's semantics give).
#include <cuda/std/array>
#include <cuda/std/bit>
#include <cuda/std/cassert>
#include <cuda/std/climits>
#include <cuda/std/cmath>
#include <cuda/std/cstdint>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda/atomic>
#include <cuda/std/atomic>

template <class T> __device__ T half_max(T v) { return cuda::std::min(v, cuda::std::numeric_limits<T>::max() / 2); }

extern "C" __global__ void freestanding(int* out, float* f) {
    static_assert(cuda::std::is_same_v<cuda::std::int32_t, int>, "int32_t");
    static_assert(cuda::std::is_integral<cuda::std::uint64_t>::value, "uint64_t");
    static_assert(cuda::std::tuple_size<cuda::std::tuple<int, char, float>>::value == 3, "tuple_size");
    cuda::std::pair<int, float> p = cuda::std::make_pair(3, 2.0f);
    cuda::std::tuple<int, int> t(4, 5);
    cuda::std::array<int, 3> a = {1, 2, 3};
    int x = 7, y = 9;
    cuda::std::swap(x, y);
    out[0] = cuda::std::numeric_limits<int>::max();
    out[1] = p.first + cuda::std::get<1>(t) + a[2] + x * 100;                          // 3 + 5 + 3 + 900
    out[2] = cuda::std::popcount(0xF0F0u) + cuda::std::countl_zero(1u) * 100;        // 8 + 3100
    out[3] = cuda::std::plus<int>()(20, 22) + cuda::std::multiplies<int>()(2, 3);    // 48
    out[4] = half_max(INT_MAX);
    out[5] = cuda::std::bit_cast<int>(1.0f);
    out[6] = int(cuda::std::bit_ceil(17u) + cuda::std::rotl(1u, 33) * 1000);          // 32 + 2000
    out[7] = cuda::std::exchange(y, 11) * 10 + y;                                      // 70 + 11
    f[0] = cuda::std::sqrt(f[1]) + cuda::std::fabs(-1.0f);
    assert(x == 9);
}

// O: the memory order of the device-scope operations. The emulator runs gfx942's agent-scope release and acquire
// (buffer_wbl2, buffer_inv) into a SIGSEGV, so tests/test_libcu.py runs `ordered` (seq_cst, fences) on gfx1100 only.
template <cuda::std::memory_order O> __device__ void count(int* out, unsigned* bits, float* fsum, int** ptrs) {
    __shared__ cuda::atomic<int, cuda::thread_scope_block> local;
    if (threadIdx.x == 0) local.store(0, cuda::memory_order_relaxed);
    __syncthreads();
    local.fetch_add(1);
    __syncthreads();
    cuda::atomic_ref<int, cuda::thread_scope_device> total(out[0]);
    if (threadIdx.x == 0) {
        total.fetch_add(local.load(), O);
        out[10 + blockIdx.x] = local;
    }
    cuda::atomic_ref<int, cuda::thread_scope_device> mx(out[1]);
    mx.fetch_max(int(blockIdx.x * blockDim.x + threadIdx.x), O);
    cuda::atomic_ref<int, cuda::thread_scope_device> mn(out[2]);
    mn.fetch_min(-int(threadIdx.x), O);
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> bor(bits[0]);
    bor.fetch_or(1u << (threadIdx.x % 32), O);
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> bxor(bits[1]);
    bxor.fetch_xor(1u << (threadIdx.x % 32), O);
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> band(bits[2]);
    band.fetch_and(~(1u << (threadIdx.x % 32)), O);
    cuda::atomic_ref<float, cuda::thread_scope_device> fa(fsum[0]);
    fa.fetch_add(0.5f, O);
    cuda::atomic_ref<int, cuda::thread_scope_device> first(out[3]);
    int expected = 0;
    if (first.compare_exchange_strong(expected, int(blockIdx.x * blockDim.x + threadIdx.x) + 1, O)) out[4 + blockIdx.x] = 1;
    cuda::atomic_ref<int, cuda::thread_scope_device>(out[8]).exchange(7, O);
    cuda::atomic_ref<int*, cuda::thread_scope_device> p(ptrs[0]);
    p.fetch_add(1, O);
    cuda::atomic_ref<int, cuda::thread_scope_device> ops(out[9]);
    ops.fetch_add(2, O);
    ops.fetch_sub(1, O);
}

extern "C" __global__ void relaxed(int* out, unsigned* bits, float* fsum, int** ptrs) {
    count<cuda::std::memory_order_relaxed>(out, bits, fsum, ptrs);
}

extern "C" __global__ void ordered(int* out, unsigned* bits, float* fsum, int** ptrs) {
    count<cuda::std::memory_order_seq_cst>(out, bits, fsum, ptrs);
    cuda::std::atomic_ref<int> sys(out[15]);  // system scope, the operators (seq_cst)
    ++sys;
    sys += 3;
    sys -= 2;
    sys--;
    cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);
    cuda::std::atomic_thread_fence(cuda::std::memory_order_acquire);
}
