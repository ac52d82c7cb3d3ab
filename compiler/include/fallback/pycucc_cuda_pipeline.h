/*
 * pycucc_cuda_pipeline.h - libcu++'s pipelines (<cuda/pipeline>; rules: compiler/rules/libcu.rules):
 * cuda::pipeline<thread_scope_thread> (cuda::make_pipeline()), cuda::pipeline<Scope> over a
 * cuda::pipeline_shared_state<Scope, Stages> (make_pipeline(group, &state), with a producer count, or with a
 * cuda::pipeline_role), producer_acquire / producer_commit / consumer_wait / consumer_release / quit,
 * cuda::pipeline_consumer_wait_prior<N> and cuda::memcpy_async into a pipeline.
 *
 * AMD GPUs have no asynchronous global-to-shared copies (sm_80's cp.async), so memcpy_async copies at once, as
 * libcu++'s own synchronous fallback does and as pycucc_compat.h's __pipeline_memcpy_async does: a copy is complete
 * before the copying thread's producer_commit. A thread-scope pipeline therefore waits for nothing (its copies are
 * its own). A shared pipeline keeps CUDA's protocol over pycucc_cuda_barrier.h's barriers: stage s has a
 * "produced" and a "consumed" barrier; producer_acquire waits for the consumers' release of the stage's last round,
 * producer_commit arrives on its produced barrier, consumer_wait waits for that phase, consumer_release arrives on
 * the consumed barrier; the head and tail stages advance around the ring, the awaited parity flipping at each wrap.
 * The lanes of a wave run in lockstep (as before Volta): producers and consumers of a partitioned pipeline must be
 * in different waves (64 threads apart on gfx9's wave64, where one wave holds two CUDA warps), or a consumer lane
 * polls for a producer lane of its own wave that has not run yet (libcu.rules warns at cuda::pipeline_role).
 * Not here: the consumer_wait_for/consumer_wait_until time-outs (they need <cuda/std/chrono>) and
 * pipeline_producer_commit(pipe, barrier).
 * Reference: libcu++ documentation, "cuda::pipeline"; CUDA C++ Programming Guide, "Asynchronous Data Copies using
 * cuda::pipeline".
 */
#ifndef PYCUCC_CUDA_PIPELINE_H
#define PYCUCC_CUDA_PIPELINE_H
#include "pycucc_cuda_barrier.h"

namespace cuda {
enum class pipeline_role { producer, consumer };

template <thread_scope _Sco> struct __pycucc_pipeline_stage {
    barrier<_Sco> __produced;
    barrier<_Sco> __consumed;
};

/* Trivially default-constructible, so that it can be __shared__; make_pipeline sets it up. */
template <thread_scope _Sco, ::std::uint8_t _Stages> class pipeline_shared_state {
  public:
    pipeline_shared_state() = default;
    pipeline_shared_state(const pipeline_shared_state&) = delete;
    pipeline_shared_state& operator=(const pipeline_shared_state&) = delete;
    __pycucc_pipeline_stage<_Sco> __stages[_Stages];
    atomic<::std::uint32_t, _Sco> __refcount;  /* the threads that have not quit */
};

template <thread_scope _Sco> class pipeline {
    __pycucc_pipeline_stage<_Sco>* __stages;
    atomic<::std::uint32_t, _Sco>* __refcount;
    ::std::uint8_t __count, __head, __tail;
    bool __consumed_parity, __produced_parity, __active;

  public:
    PYCUCC_ATOMIC_HD pipeline(__pycucc_pipeline_stage<_Sco>* __s, atomic<::std::uint32_t, _Sco>* __r, ::std::uint8_t __n)
        : __stages(__s), __refcount(__r), __count(__n), __head(0), __tail(0), __consumed_parity(true),
          __produced_parity(false), __active(true) {}
    pipeline(pipeline&&) = default;
    pipeline(const pipeline&) = delete;
    pipeline& operator=(const pipeline&) = delete;
    PYCUCC_ATOMIC_HD ~pipeline() {
        if (__active) (void)quit();
    }
    /* Leaves the pipeline; true for the last thread to leave. */
    PYCUCC_ATOMIC_HD bool quit() {
        __active = false;
        return __refcount->fetch_sub(1) == 1;
    }
    PYCUCC_ATOMIC_HD void producer_acquire() { __stages[__head].__consumed.wait_parity(__consumed_parity); }
    PYCUCC_ATOMIC_HD void producer_commit() {
        (void)__stages[__head].__produced.arrive();
        if (++__head == __count) {
            __head = 0;
            __consumed_parity = !__consumed_parity;
        }
    }
    PYCUCC_ATOMIC_HD void consumer_wait() { __stages[__tail].__produced.wait_parity(__produced_parity); }
    PYCUCC_ATOMIC_HD void consumer_release() {
        (void)__stages[__tail].__consumed.arrive();
        if (++__tail == __count) {
            __tail = 0;
            __produced_parity = !__produced_parity;
        }
    }
};

/* One thread's pipeline: its copies are complete when memcpy_async returns, so nothing has to wait. */
template <> class pipeline<thread_scope_thread> {
    PYCUCC_ATOMIC_HD pipeline() {}
    friend PYCUCC_ATOMIC_HD pipeline<thread_scope_thread> make_pipeline();

  public:
    pipeline(pipeline&&) = default;
    pipeline(const pipeline&) = delete;
    pipeline& operator=(const pipeline&) = delete;
    PYCUCC_ATOMIC_HD bool quit() { return true; }
    PYCUCC_ATOMIC_HD void producer_acquire() {}
    PYCUCC_ATOMIC_HD void producer_commit() {}
    PYCUCC_ATOMIC_HD void consumer_wait() {}
    PYCUCC_ATOMIC_HD void consumer_release() {}
};

PYCUCC_ATOMIC_HD inline pipeline<thread_scope_thread> make_pipeline() { return pipeline<thread_scope_thread>(); }

/* Waits until at most _Prior of the thread's committed stages are pending: none ever is. */
template <::std::uint8_t _Prior> PYCUCC_ATOMIC_HD inline void pipeline_consumer_wait_prior(pipeline<thread_scope_thread>&) {}

template <class _Group, thread_scope _Sco, ::std::uint8_t _Stages>
PYCUCC_ATOMIC_HD inline pipeline<_Sco> __pycucc_make_pipeline(const _Group& __group,
                                                              pipeline_shared_state<_Sco, _Stages>* __state,
                                                              ::std::uint32_t __producers, ::std::uint32_t __consumers) {
    if (__group.thread_rank() == 0) {
        for (::std::uint8_t __s = 0; __s < _Stages; ++__s) {
            init(&__state->__stages[__s].__produced, __producers);
            init(&__state->__stages[__s].__consumed, __consumers);
        }
        __state->__refcount.store(static_cast<::std::uint32_t>(__group.size()), memory_order_relaxed);
    }
    __group.sync();
    return pipeline<_Sco>(__state->__stages, &__state->__refcount, _Stages);
}

/* Every thread of the group produces and consumes. */
template <class _Group, thread_scope _Sco, ::std::uint8_t _Stages>
PYCUCC_ATOMIC_HD inline pipeline<_Sco> make_pipeline(const _Group& __group, pipeline_shared_state<_Sco, _Stages>* __state) {
    const ::std::uint32_t __n = static_cast<::std::uint32_t>(__group.size());
    return __pycucc_make_pipeline(__group, __state, __n, __n);
}
/* __producer_count of the group's threads produce, the others consume. */
template <class _Group, thread_scope _Sco, ::std::uint8_t _Stages>
PYCUCC_ATOMIC_HD inline pipeline<_Sco> make_pipeline(const _Group& __group, pipeline_shared_state<_Sco, _Stages>* __state,
                                                     ::std::size_t __producer_count) {
    const ::std::uint32_t __n = static_cast<::std::uint32_t>(__group.size());
    return __pycucc_make_pipeline(__group, __state, static_cast<::std::uint32_t>(__producer_count),
                                  __n - static_cast<::std::uint32_t>(__producer_count));
}
/* Each thread says its role; the producers are counted first. */
template <class _Group, thread_scope _Sco, ::std::uint8_t _Stages>
PYCUCC_ATOMIC_HD inline pipeline<_Sco> make_pipeline(const _Group& __group, pipeline_shared_state<_Sco, _Stages>* __state,
                                                     pipeline_role __role) {
    if (__group.thread_rank() == 0) __state->__refcount.store(0, memory_order_relaxed);
    __group.sync();
    if (__role == pipeline_role::producer) __state->__refcount.fetch_add(1, memory_order_relaxed);
    __group.sync();
    const ::std::uint32_t __producers = __state->__refcount.load(memory_order_relaxed);
    __group.sync();  /* every thread has read the count before thread 0 sets it to the group's size */
    const ::std::uint32_t __n = static_cast<::std::uint32_t>(__group.size());
    return __pycucc_make_pipeline(__group, __state, __producers, __n - __producers);
}

template <class _Group, class _Tp, thread_scope _Sco>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, _Tp* __dst, const _Tp* __src,
                                                                ::std::size_t __size, pipeline<_Sco>&) {
    __pycucc_group_copy<alignof(_Tp)>(__group, __dst, __src, __size);
    return none;
}
template <class _Group, class _Tp, ::std::size_t _Align, thread_scope _Sco>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, _Tp* __dst, const _Tp* __src,
                                                                aligned_size_t<_Align> __size, pipeline<_Sco>&) {
    __pycucc_group_copy<(_Align > alignof(_Tp) ? _Align : alignof(_Tp))>(__group, __dst, __src, __size.value);
    return none;
}
template <class _Group, thread_scope _Sco>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, void* __dst, const void* __src,
                                                                ::std::size_t __size, pipeline<_Sco>&) {
    __pycucc_group_copy<1>(__group, __dst, __src, __size);
    return none;
}
template <class _Group, ::std::size_t _Align, thread_scope _Sco>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(const _Group& __group, void* __dst, const void* __src,
                                                                aligned_size_t<_Align> __size, pipeline<_Sco>&) {
    __pycucc_group_copy<_Align>(__group, __dst, __src, __size.value);
    return none;
}
template <class _Tp, class _Size, thread_scope _Sco>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(_Tp* __dst, const _Tp* __src, _Size __size,
                                                                pipeline<_Sco>& __pipe) {
    return ::cuda::memcpy_async(__pycucc_single_thread_group(), __dst, __src, __size, __pipe);
}
template <class _Size, thread_scope _Sco>
PYCUCC_ATOMIC_HD inline async_contract_fulfillment memcpy_async(void* __dst, const void* __src, _Size __size,
                                                                pipeline<_Sco>& __pipe) {
    return ::cuda::memcpy_async(__pycucc_single_thread_group(), __dst, __src, __size, __pipe);
}
}  // namespace cuda
#endif
