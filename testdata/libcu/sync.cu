// libcu++'s latch, semaphores, atomic_flag and atomic free functions in device code (tests/test_libcu.py runs it on
// the emulator, one wave a block: the emulator switches waves only at s_barrier, so nothing here waits on another
// wave). nvcc 13 compiles it with CUDA's libcu++ (nvcc -c -arch=sm_80).
#include <cuda/atomic>
#include <cuda/latch>
#include <cuda/semaphore>
#include <cuda/std/atomic>
#include <cuda/std/latch>
#include <cuda/std/semaphore>
#include <new>

// out[0..n): each lane's neighbour, read after the latch; out[n]: try_wait before, out[n+1] after; out[n+2]: max()
extern "C" __global__ void latched(int* out) {
    __shared__ int slot[64];
    alignas(cuda::latch<cuda::thread_scope_block>) __shared__ unsigned char mem[sizeof(cuda::latch<cuda::thread_scope_block>)];
    const int n = blockDim.x, t = threadIdx.x;
    if (t == 0) new (mem) cuda::latch<cuda::thread_scope_block>(n);
    __syncthreads();
    auto& done = *reinterpret_cast<cuda::latch<cuda::thread_scope_block>*>(mem);
    slot[t] = 3 * t + 1;
    if (t == 0) out[n] = done.try_wait();
    done.arrive_and_wait();
    out[t] = slot[(t + 1) % n];
    if (t == 0) out[n + 1] = done.try_wait();
    if (t == 0) out[n + 2] = cuda::std::latch::max() == cuda::std::numeric_limits<cuda::std::ptrdiff_t>::max();
}

// A system-scope latch counted down in steps (cuda::std::latch) in global memory
extern "C" __global__ void stepped(cuda::std::latch* l, int* out) {
    if (threadIdx.x == 0) new (l) cuda::std::latch(2 * blockDim.x);
    __syncthreads();
    l->count_down(2);
    l->wait();
    out[threadIdx.x] = l->try_wait();
}

// counts[0]: lanes whose try_acquire succeeded after n releases; counts[1]: after the count was spent; counts[2]: a
// binary semaphore's acquire, try_acquire, release, try_acquire; counts[3]: the critical section's sum; counts[4]:
// max() of each kind
extern "C" __global__ void semaphores(int* counts) {
    alignas(cuda::counting_semaphore<cuda::thread_scope_block, 64>) __shared__ unsigned char m1[sizeof(cuda::counting_semaphore<cuda::thread_scope_block, 64>)];
    alignas(cuda::binary_semaphore<cuda::thread_scope_block>) __shared__ unsigned char m2[sizeof(cuda::binary_semaphore<cuda::thread_scope_block>)];
    __shared__ int total;
    const int t = threadIdx.x;
    if (t == 0) {
        new (m1) cuda::counting_semaphore<cuda::thread_scope_block, 64>(0);
        new (m2) cuda::binary_semaphore<cuda::thread_scope_block>(1);
        total = 0;
    }
    __syncthreads();
    auto& sem = *reinterpret_cast<cuda::counting_semaphore<cuda::thread_scope_block, 64>*>(m1);
    auto& lock = *reinterpret_cast<cuda::binary_semaphore<cuda::thread_scope_block>*>(m2);
    sem.release();
    __syncthreads();
    if (sem.try_acquire()) atomicAdd(&counts[0], 1);
    __syncthreads();
    if (sem.try_acquire()) atomicAdd(&counts[1], 1);
    if (t == 0) {
        lock.acquire();
        int r = 1;
        r = 10 * r + lock.try_acquire();
        lock.release();
        r = 10 * r + lock.try_acquire();
        lock.release();
        counts[2] = r;
    }
    __syncthreads();
    // a lock taken by every lane, one lane of the wave at a time (lanes spinning in acquire() would keep their wave
    // from ever running the holder's release on an AMD GPU: libcu.rules)
    for (int lane = 0; lane < 64; ++lane) {  // 64: a gfx9 wave is two of pycucc's 32-lane warps
        if (t % 64 == lane) {
            lock.acquire();
            total = total + t;  // not atomic: the semaphore serialises it
            lock.release();
        }
    }
    __syncthreads();
    if (t == 0) counts[3] = total;
    if (t == 0)
        counts[4] = (cuda::binary_semaphore<cuda::thread_scope_block>::max() == 1) +
                    2 * (cuda::std::counting_semaphore<>::max() >= INT_MAX);
}

// flags[0]: test_and_set's results summed (one lane finds it clear); flags[1]: test() after; flags[2]: after clear;
// vals: the free functions on a cuda::std::atomic<int> and a cuda::std::atomic<unsigned> (CUDA declares them for cuda::std::atomic only, not cuda::atomic<T, Scope>)
extern "C" __global__ void flags_and_free_functions(int* flags, cuda::std::atomic<int>* a, cuda::std::atomic<unsigned>* u, int* vals) {
    __shared__ cuda::std::atomic_flag f;
    const int t = threadIdx.x;
    if (t == 0) f.clear();
    __syncthreads();
    bool was = cuda::std::atomic_flag_test_and_set(&f);
    atomicAdd(&flags[0], was ? 0 : 1);
    __syncthreads();
    if (t == 0) {
        flags[1] = f.test();
        cuda::std::atomic_flag_clear_explicit(&f, cuda::std::memory_order_release);
        flags[2] = cuda::std::atomic_flag_test(&f) + 2 * f.test_and_set(cuda::std::memory_order_acquire) + 4 * f.test();
    }
    cuda::std::atomic_fetch_add(a, 2);
    cuda::std::atomic_fetch_sub_explicit(a, 1, cuda::std::memory_order_relaxed);
    cuda::std::atomic_fetch_or(u, 1u << (t % 32));
    __syncthreads();
    if (t == 0) {
        vals[0] = cuda::std::atomic_load(a);
        vals[1] = cuda::std::atomic_load_explicit(u, cuda::std::memory_order_acquire);
        cuda::std::atomic_store(a, 7);
        vals[2] = cuda::std::atomic_exchange(a, 9);
        int e = 5;
        vals[3] = cuda::std::atomic_compare_exchange_strong(a, &e, 11);  // fails: a is 9, e becomes 9
        vals[4] = e;
        vals[5] = cuda::std::atomic_compare_exchange_weak_explicit(a, &e, 12, cuda::std::memory_order_acq_rel,
                                                                   cuda::std::memory_order_relaxed) ? 1 : 0;
        vals[6] = cuda::std::atomic_fetch_and(u, 0xf0u);
        vals[7] = cuda::std::atomic_fetch_xor_explicit(u, 0xffu, cuda::std::memory_order_seq_cst);
        vals[8] = a->load() + (int)u->load() * 100;
        vals[9] = cuda::std::atomic_is_lock_free(a);
    }
}
