/*
 * pycucc_cuda_barrier.h - libcu++'s split arrive/wait barriers (<cuda/barrier>, <cuda/std/barrier>; rules:
 * compiler/rules/libcu.rules): cuda::barrier<Scope, CompletionF>, cuda::std::barrier<CompletionF>, init(),
 * arrive / wait / arrive_and_wait / arrive_and_drop / wait_parity, cuda::aligned_size_t and cuda::memcpy_async with a
 * barrier (one thread's copy, and a group's: cooperative_groups::thread_block or any group with size() and
 * thread_rank()).
 *
 * AMD GPUs have no arrive/wait barrier objects (CUDA's mbarrier, sm_80), so a barrier is one 64-bit word in the
 * memory it lives in: the phase in the high half, the arrivals the phase still expects in the low half, changed
 * with the scope's atomics (pycucc_cuda_atomic.h). An arrival subtracts from the word in one atomic operation, so its
 * token is the phase it arrived in; the last arrival of a phase runs the completion function, then stores the next
 * phase with the expected count in one release store; a wait polls the word (acquire, s_sleep between polls) until
 * the phase changes. No thread of the next phase can arrive in between: it can only arrive after seeing the store.
 * Lanes of one wave run in lockstep, as before Volta: a wave whose lanes wait for other lanes of the same wave that
 * have not arrived (a divergent branch) never finishes; CUDA code that arrives and waits in the same convergent code
 * (the usual use) is fine. On wave64 targets (gfx9) one wave holds two CUDA warps, so code that has one warp wait
 * for another's arrival in a divergent branch (warp-specialised producers and consumers) needs them 64 threads apart.
 * memcpy_async copies at once (plain loads and stores) and returns async_contract_fulfillment::none, as libcu++'s own
 * synchronous fallback does: the copy is then complete before the copying thread's next arrival, which is what CUDA
 * guarantees at the completion of the barrier's phase. A group copy is split over the group's threads; all of them
 * must arrive (as in CUDA, where each takes part in the copy).
 * Reference: libcu++ documentation, "cuda::barrier" and "cuda::memcpy_async"; C++20 [thread.barrier].
 */
#ifndef PYCUCC_CUDA_BARRIER_H
#define PYCUCC_CUDA_BARRIER_H
#include <new>
#include "pycucc_cuda_atomic.h"

namespace cuda {
/* libcu++'s result of memcpy_async, for logging: none says the copy was done synchronously. */
enum async_contract_fulfillment { none, async };

/* A size whose value, and both pointers, are multiples of _Alignment (a promise that lets the copy go in wide words). */
template <::std::size_t _Alignment> struct aligned_size_t {
    static constexpr ::std::size_t align = _Alignment;
    ::std::size_t value;
    PYCUCC_ATOMIC_HD explicit constexpr aligned_size_t(::std::size_t __s) : value(__s) {}
    PYCUCC_ATOMIC_HD constexpr operator ::std::size_t() const { return value; }
};

namespace std {
struct __empty_completion {
    PYCUCC_ATOMIC_HD void operator()() noexcept {}
};
}  // namespace std

template <thread_scope _Sco, class _CompletionF = ::cuda::std::__empty_completion> class barrier {
    typedef __pycucc_atomic_ops<unsigned long long, _Sco> __ops;
    unsigned long long __word;  /* phase << 32 | arrivals still expected */
    int __expected;             /* each phase's count, less the threads that dropped */
    alignas(_CompletionF) unsigned char __completion[sizeof(_CompletionF)];

    PYCUCC_ATOMIC_HD static void __pause() {
#if defined(__HIP_DEVICE_COMPILE__)
        __builtin_amdgcn_s_sleep(1);
#endif
    }

  public:
    class arrival_token {
        friend class barrier;
        unsigned int __phase;
        PYCUCC_ATOMIC_HD explicit arrival_token(unsigned int __p) : __phase(__p) {}

      public:
        arrival_token() = default;
    };

    /* Trivial, so that a __shared__ barrier needs no initialiser (init() sets it up, as in CUDA). */
    barrier() = default;
    barrier(const barrier&) = delete;
    barrier& operator=(const barrier&) = delete;
    PYCUCC_ATOMIC_HD barrier(::std::ptrdiff_t __expected_count, _CompletionF __f = _CompletionF()) {
        init(this, __expected_count, __f);
    }

    PYCUCC_ATOMIC_HD friend void init(barrier* __b, ::std::ptrdiff_t __expected_count, _CompletionF __f = _CompletionF()) {
        __b->__word = static_cast<unsigned int>(__expected_count);
        __b->__expected = static_cast<int>(__expected_count);
        ::new (static_cast<void*>(__b->__completion)) _CompletionF(__f);
    }

    [[nodiscard]] PYCUCC_ATOMIC_HD arrival_token arrive(::std::ptrdiff_t __update = 1) {
        const unsigned long long __old = __ops::__fetch_sub(&__word, static_cast<unsigned long long>(__update),
                                                            memory_order_acq_rel);
        const unsigned int __phase = static_cast<unsigned int>(__old >> 32);
        if (static_cast<unsigned int>(__old) == static_cast<unsigned int>(__update)) {
            (*reinterpret_cast<_CompletionF*>(__completion))();
            const unsigned int __next = static_cast<unsigned int>(
                __pycucc_atomic_ops<int, _Sco>::__load(&__expected, memory_order_relaxed));
            __ops::__store(&__word, (static_cast<unsigned long long>(__phase + 1u) << 32) | __next,
                           memory_order_release);
        }
        return arrival_token(__phase);
    }
    PYCUCC_ATOMIC_HD void wait(arrival_token&& __token) const {
        while (static_cast<unsigned int>(__ops::__load(&__word, memory_order_acquire) >> 32) == __token.__phase)
            __pause();
    }
    /* Waits for the completion of the current phase if its parity is __parity. */
    PYCUCC_ATOMIC_HD void wait_parity(bool __parity) const {
        while (((__ops::__load(&__word, memory_order_acquire) >> 32) & 1u) == static_cast<unsigned long long>(__parity))
            __pause();
    }
    PYCUCC_ATOMIC_HD void arrive_and_wait() { wait(arrive()); }
    /* Arrives, and leaves the count of the next phases ([thread.barrier.class]). */
    PYCUCC_ATOMIC_HD void arrive_and_drop() {
        __pycucc_atomic_ops<int, _Sco>::__fetch_sub(&__expected, 1, memory_order_relaxed);
        (void)arrive();
    }
    PYCUCC_ATOMIC_HD static constexpr ::std::ptrdiff_t max() noexcept { return 0x7fffffff; }
};

namespace std {
template <class _CompletionF = __empty_completion> using barrier = ::cuda::barrier<thread_scope_system, _CompletionF>;
}  // namespace std

/* The copy every memcpy_async does: the bytes [__rank * step, ...) of each group of __count steps of _Word, wide
 * words where the size and both pointers allow. */
struct __pycucc_single_thread_group {
    PYCUCC_ATOMIC_HD static constexpr unsigned int size() { return 1; }
    PYCUCC_ATOMIC_HD static constexpr unsigned int thread_rank() { return 0; }
};
template <class _Word>
PYCUCC_ATOMIC_HD inline void __pycucc_copy_words(char* __dst, const char* __src, ::std::size_t __n, unsigned int __rank,
                                                 unsigned int __count) {
    for (::std::size_t __i = __rank; __i < __n / sizeof(_Word); __i += __count)
        reinterpret_cast<_Word*>(__dst)[__i] = reinterpret_cast<const _Word*>(__src)[__i];
}
template <::std::size_t _Align, class _Group>
PYCUCC_ATOMIC_HD inline void __pycucc_group_copy(const _Group& __g, void* __dst, const void* __src, ::std::size_t __n) {
    char* __d = static_cast<char*>(__dst);
    const char* __s = static_cast<const char*>(__src);
    const unsigned int __rank = static_cast<unsigned int>(__g.thread_rank());
    const unsigned int __count = static_cast<unsigned int>(__g.size());
    const ::std::size_t __all = reinterpret_cast<::std::uintptr_t>(__d) | reinterpret_cast<::std::uintptr_t>(__s) | __n;
    if (_Align >= 16 || __all % 16 == 0) {
        struct alignas(16) __w16 { unsigned int __v[4]; };
        __pycucc_copy_words<__w16>(__d, __s, __n, __rank, __count);
    } else if (_Align >= 8 || __all % 8 == 0) {
        __pycucc_copy_words<unsigned long long>(__d, __s, __n, __rank, __count);
    } else if (_Align >= 4 || __all % 4 == 0) {
        __pycucc_copy_words<unsigned int>(__d, __s, __n, __rank, __count);
    } else {
        __pycucc_copy_words<unsigned char>(__d, __s, __n, __rank, __count);
    }
}

template <class _Group, thread_scope _Sco, class _CompF>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, void* __dst, const void* __src,
                                                                ::std::size_t __size, barrier<_Sco, _CompF>&) {
    __pycucc_group_copy<1>(__group, __dst, __src, __size);
    return none;
}
template <class _Group, ::std::size_t _Align, thread_scope _Sco, class _CompF>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, void* __dst, const void* __src,
                                                                aligned_size_t<_Align> __size, barrier<_Sco, _CompF>&) {
    __pycucc_group_copy<_Align>(__group, __dst, __src, __size.value);
    return none;
}
template <class _Group, class _Tp, thread_scope _Sco, class _CompF>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, _Tp* __dst, const _Tp* __src,
                                                                ::std::size_t __size, barrier<_Sco, _CompF>&) {
    __pycucc_group_copy<alignof(_Tp)>(__group, __dst, __src, __size);
    return none;
}
template <class _Group, class _Tp, ::std::size_t _Align, thread_scope _Sco, class _CompF>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, _Tp* __dst, const _Tp* __src,
                                                                aligned_size_t<_Align> __size, barrier<_Sco, _CompF>&) {
    __pycucc_group_copy<(_Align > alignof(_Tp) ? _Align : alignof(_Tp))>(__group, __dst, __src, __size.value);
    return none;
}
template <class _Size, thread_scope _Sco, class _CompF>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(void* __dst, const void* __src, _Size __size,
                                                                barrier<_Sco, _CompF>& __b) {
    return ::cuda::memcpy_async(__pycucc_single_thread_group(), __dst, __src, __size, __b);
}
template <class _Tp, class _Size, thread_scope _Sco, class _CompF>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(_Tp* __dst, const _Tp* __src, _Size __size,
                                                                barrier<_Sco, _CompF>& __b) {
    return ::cuda::memcpy_async(__pycucc_single_thread_group(), __dst, __src, __size, __b);
}
}  // namespace cuda
#endif
