/*
 * pycucc_cuda_semaphore.h - libcu++'s semaphores (<cuda/semaphore>, <cuda/std/semaphore>; rules:
 * compiler/rules/libcu.rules): cuda::counting_semaphore<Scope, LeastMaxValue>, cuda::binary_semaphore<Scope>,
 * cuda::std::counting_semaphore<LeastMaxValue> and cuda::std::binary_semaphore (system scope), C++20's
 * [thread.sema].
 *
 * A counting semaphore is one cuda::atomic count at its scope (pycucc_cuda_atomic.h): an int where LeastMaxValue
 * fits one (the default, INT_MAX), so max() is INT_MAX where libcu++'s is PTRDIFF_MAX ([thread.sema.cnt] asks only
 * max() >= LeastMaxValue; the CPU emulator the tests run on stores no 64-bit compare-exchange,
 * global_atomic_cmpswap_b64), else a ptrdiff_t. release adds with release order, try_acquire takes one with an acquire compare-exchange while the count is not 0, acquire polls
 * (AMD GPUs have no sleep on an address). A binary one is an int that acquire exchanges for 0. As in CUDA there is
 * no default constructor for a __shared__ one: build it in place before a __syncthreads().
 * The lanes of one AMD wave must take a lock one lane at a time: they run in lockstep, so lanes spinning in
 * acquire() keep the lane that holds it from reaching its release (libcu.rules warns, PCC1010).
 * Not here: try_acquire_for and try_acquire_until (a device has no clock of known rate to time them by).
 * Reference: libcu++ documentation, "cuda::counting_semaphore", "cuda::binary_semaphore"; C++20 [thread.sema].
 */
#ifndef PYCUCC_CUDA_SEMAPHORE_H
#define PYCUCC_CUDA_SEMAPHORE_H
#include "pycucc_cuda_atomic.h"

namespace cuda {
template <thread_scope _Sco, ::std::ptrdiff_t _Least = INT_MAX> class counting_semaphore {
    static_assert(_Least >= 0, "LeastMaxValue must not be negative ([thread.sema.cnt])");
    typedef typename ::std::conditional<(_Least <= INT_MAX), int, ::std::ptrdiff_t>::type __count_t;
    ::cuda::atomic<__count_t, _Sco> __count;

  public:
    PYCUCC_ATOMIC_HD static constexpr ::std::ptrdiff_t max() noexcept { return ::std::numeric_limits<__count_t>::max(); }
    PYCUCC_ATOMIC_HD constexpr counting_semaphore(::std::ptrdiff_t __desired = 0) : __count(__count_t(__desired)) {}
    counting_semaphore(const counting_semaphore&) = delete;
    counting_semaphore& operator=(const counting_semaphore&) = delete;
    PYCUCC_ATOMIC_HD void release(::std::ptrdiff_t __n = 1) { __count.fetch_add(__count_t(__n), memory_order_release); }
    PYCUCC_ATOMIC_HD bool try_acquire() noexcept {
        for (__count_t __c = __count.load(memory_order_acquire); __c != 0;)
            if (__count.compare_exchange_weak(__c, __c - 1, memory_order_acquire, memory_order_relaxed)) return true;
        return false;
    }
    PYCUCC_ATOMIC_HD void acquire() {
        while (!try_acquire()) __count.wait(0, memory_order_relaxed);
    }
};
/* LeastMaxValue 1: a flag that acquire exchanges for 0 (max() is 1, as libcu++'s). */
template <thread_scope _Sco> class counting_semaphore<_Sco, 1> {
    ::cuda::atomic<int, _Sco> __available;

  public:
    PYCUCC_ATOMIC_HD static constexpr ::std::ptrdiff_t max() noexcept { return 1; }
    PYCUCC_ATOMIC_HD constexpr counting_semaphore(::std::ptrdiff_t __desired = 0) : __available(int(__desired)) {}
    counting_semaphore(const counting_semaphore&) = delete;
    counting_semaphore& operator=(const counting_semaphore&) = delete;
    PYCUCC_ATOMIC_HD void release(::std::ptrdiff_t __n = 1) {
        (void)__n;  /* [thread.sema.cnt]: the count may not pass max() */
        __available.store(1, memory_order_release);
    }
    PYCUCC_ATOMIC_HD bool try_acquire() noexcept { return __available.exchange(0, memory_order_acquire) == 1; }
    PYCUCC_ATOMIC_HD void acquire() {
        while (!try_acquire()) __available.wait(0, memory_order_relaxed);
    }
};
template <thread_scope _Sco> using binary_semaphore = counting_semaphore<_Sco, 1>;
namespace std {
template <::std::ptrdiff_t _Least = INT_MAX>
class counting_semaphore : public ::cuda::counting_semaphore<thread_scope_system, _Least> {
  public:
    /* libcu++'s constructor is neither explicit nor without a default, where C++20's is both */
    PYCUCC_ATOMIC_HD constexpr counting_semaphore(::std::ptrdiff_t __desired = 0)
        : ::cuda::counting_semaphore<thread_scope_system, _Least>(__desired) {}
};
using binary_semaphore = counting_semaphore<1>;
}  // namespace std
}  // namespace cuda
#endif
