/*
 * pycucc_cuda_latch.h - libcu++'s latches (<cuda/latch>, <cuda/std/latch>; rules: compiler/rules/libcu.rules):
 * cuda::latch<Scope> and cuda::std::latch (system scope), C++20's [thread.latch].
 *
 * The count is one ptrdiff_t of cuda::atomic at the latch's scope (pycucc_cuda_atomic.h): count_down subtracts with
 * release order, a wait polls with acquire order until it reads 0 (AMD GPUs have no sleep on an address; the
 * atomic's wait sleeps between reads). As in CUDA a latch has no default constructor: a __shared__ one is built
 * in place (`new (&storage) cuda::latch<cuda::thread_scope_block>(n)`) by one thread before a __syncthreads().
 * The lanes of an AMD wave run in lockstep: a latch some lanes wait on must not be counted down only by lanes of
 * the same wave in a branch not yet run (CUDA's independent thread scheduling runs them, an AMD wave does not).
 * Reference: libcu++ documentation, "cuda::latch"; C++20 [thread.latch].
 */
#ifndef PYCUCC_CUDA_LATCH_H
#define PYCUCC_CUDA_LATCH_H
#include "pycucc_cuda_atomic.h"

namespace cuda {
template <thread_scope _Sco> class latch {
    ::cuda::atomic<::std::ptrdiff_t, _Sco> __count;

  public:
    PYCUCC_ATOMIC_HD constexpr latch(::std::ptrdiff_t __expected) : __count(__expected) {}
    latch(const latch&) = delete;
    latch& operator=(const latch&) = delete;
    PYCUCC_ATOMIC_HD static constexpr ::std::ptrdiff_t max() noexcept {
        return ::std::numeric_limits<::std::ptrdiff_t>::max();
    }
    PYCUCC_ATOMIC_HD void count_down(::std::ptrdiff_t __n = 1) { __count.fetch_sub(__n, memory_order_release); }
    PYCUCC_ATOMIC_HD bool try_wait() const noexcept { return __count.load(memory_order_acquire) == 0; }
    PYCUCC_ATOMIC_HD void wait() const {
        for (::std::ptrdiff_t __c; (__c = __count.load(memory_order_acquire)) != 0;) __count.wait(__c, memory_order_relaxed);
    }
    PYCUCC_ATOMIC_HD void arrive_and_wait(::std::ptrdiff_t __n = 1) {
        count_down(__n);
        wait();
    }
};
namespace std {
/* C++20's latch: its constructor is explicit, where cuda::latch's is not (libcu++). */
class latch : public ::cuda::latch<thread_scope_system> {
  public:
    PYCUCC_ATOMIC_HD constexpr explicit latch(::std::ptrdiff_t __expected) : ::cuda::latch<thread_scope_system>(__expected) {}
};
}  // namespace std
}  // namespace cuda
#endif
