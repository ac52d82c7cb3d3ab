/*
 * pycucc_cuda_atomic.h - libcu++'s scoped atomics (<cuda/atomic>, <cuda/std/atomic>; rules: compiler/rules/libcu.rules):
 * cuda::thread_scope, cuda::atomic<T, Scope>, cuda::atomic_ref<T, Scope>, cuda::std::atomic<T>,
 * cuda::std::atomic_ref<T>, cuda::atomic_thread_fence and cuda::std::atomic_thread_fence.
 *
 * Each operation is one of clang's scoped HIP atomic builtins (__hip_atomic_load, __hip_atomic_fetch_add, ...:
 * clang's "HIP atomic builtins" documentation), the CUDA scope given as the AMDGPU synchronisation scope:
 * thread_scope_system -> system ("one-as" coherent with the host where the memory is fine-grained: hipHostMalloc,
 * or hipMallocManaged with XNACK on; on hipMalloc's coarse-grained memory the host sees the value only after a
 * synchronisation, as docs of ROCm's memory model say), thread_scope_device -> agent, thread_scope_block ->
 * workgroup, thread_scope_thread -> singlethread. cuda::std::atomic is cuda::atomic at system scope, as in libcu++.
 * memory_order is ::std's (libstdc++'s values are the __ATOMIC_* ones the builtins take). A host compiler without
 * them (pycucc's toolkit read by g++) gets the unscoped __atomic builtins. cuda::std::atomic_flag and the free
 * functions (cuda::std::atomic_fetch_add(&a, v), ...) are system-scope, on cuda::std::atomic only, as in libcu++
 * (nvcc 13 rejects cuda::std::atomic_fetch_or on a cuda::atomic<unsigned, thread_scope_device>*). Not here:
 * thread_scope_cluster (no AMD thread-block clusters; libcu.rules stops at the name), the volatile overloads.
 * Reference: libcu++ documentation, "cuda::atomic" and "Thread Scopes"; CUDA C++ Programming Guide, "Atomic Functions".
 */
#ifndef PYCUCC_CUDA_ATOMIC_H
#define PYCUCC_CUDA_ATOMIC_H
#include <atomic>
#include "pycucc_cuda_std.h"

#if defined(__HIP__) || defined(__CUDA__)
#define PYCUCC_ATOMIC_HD __host__ __device__
#else
#define PYCUCC_ATOMIC_HD
#endif

namespace cuda {
namespace std {
/* libcu++'s values (its __ATOMIC_SYSTEM, __ATOMIC_DEVICE, __ATOMIC_BLOCK, __ATOMIC_THREAD). */
enum thread_scope { thread_scope_system = 0, thread_scope_device = 1, thread_scope_block = 2, thread_scope_thread = 10 };
}  // namespace std
using ::cuda::std::thread_scope;
using ::cuda::std::thread_scope_block;
using ::cuda::std::thread_scope_device;
using ::cuda::std::thread_scope_system;
using ::cuda::std::thread_scope_thread;
using ::std::memory_order;
using ::std::memory_order_acq_rel;
using ::std::memory_order_acquire;
using ::std::memory_order_consume;
using ::std::memory_order_relaxed;
using ::std::memory_order_release;
using ::std::memory_order_seq_cst;

#if defined(__HIP__)
#define PYCUCC_SCOPE_OF(S)                                                                                           \
    ((S) == ::cuda::std::thread_scope_thread   ? __HIP_MEMORY_SCOPE_SINGLETHREAD                                     \
     : (S) == ::cuda::std::thread_scope_block  ? __HIP_MEMORY_SCOPE_WORKGROUP                                        \
     : (S) == ::cuda::std::thread_scope_device ? __HIP_MEMORY_SCOPE_AGENT                                            \
                                               : __HIP_MEMORY_SCOPE_SYSTEM)
#define PYCUCC_ATOMIC(OP, S, ...) __hip_atomic_##OP(__VA_ARGS__, PYCUCC_SCOPE_OF(S))
#else
#define PYCUCC_ATOMIC(OP, S, ...) PYCUCC_GNU_##OP(__VA_ARGS__)
#define PYCUCC_GNU_load __atomic_load_n
#define PYCUCC_GNU_store __atomic_store_n
#define PYCUCC_GNU_fetch_add __atomic_fetch_add
#define PYCUCC_GNU_fetch_sub __atomic_fetch_sub
#define PYCUCC_GNU_fetch_and __atomic_fetch_and
#define PYCUCC_GNU_fetch_or __atomic_fetch_or
#define PYCUCC_GNU_fetch_xor __atomic_fetch_xor
#endif

/* The failure order of a compare-exchange given one order ([atomics.types.operations]). */
PYCUCC_ATOMIC_HD constexpr int __pycucc_failure_order(memory_order __m) {
    return __m == memory_order_acq_rel ? __ATOMIC_ACQUIRE : __m == memory_order_release ? __ATOMIC_RELAXED : int(__m);
}

/* The operations on an object at p, for cuda::atomic and cuda::atomic_ref. */
template <class _Tp, thread_scope _Sco> struct __pycucc_atomic_ops {
    static constexpr bool __is_ptr = ::std::is_pointer<_Tp>::value;
    typedef typename ::std::conditional<__is_ptr, ::std::ptrdiff_t, _Tp>::type __diff_t;
    PYCUCC_ATOMIC_HD static _Tp __load(const _Tp* __p, memory_order __m) {
        return PYCUCC_ATOMIC(load, _Sco, const_cast<_Tp*>(__p), int(__m));
    }
    PYCUCC_ATOMIC_HD static void __store(_Tp* __p, _Tp __v, memory_order __m) {
        PYCUCC_ATOMIC(store, _Sco, __p, __v, int(__m));
    }
    PYCUCC_ATOMIC_HD static _Tp __exchange(_Tp* __p, _Tp __v, memory_order __m) {
#if defined(__HIP__)
        return __hip_atomic_exchange(__p, __v, int(__m), PYCUCC_SCOPE_OF(_Sco));
#else
        _Tp __old;
        __atomic_exchange(__p, &__v, &__old, int(__m));
        return __old;
#endif
    }
    PYCUCC_ATOMIC_HD static bool __cas(_Tp* __p, _Tp& __e, _Tp __d, bool __weak, memory_order __s, int __f) {
#if defined(__HIP__)
        return __weak ? __hip_atomic_compare_exchange_weak(__p, &__e, __d, int(__s), __f, PYCUCC_SCOPE_OF(_Sco))
                      : __hip_atomic_compare_exchange_strong(__p, &__e, __d, int(__s), __f, PYCUCC_SCOPE_OF(_Sco));
#else
        return __atomic_compare_exchange(__p, &__e, &__d, __weak, int(__s), __f);
#endif
    }
    /* An operation the builtins have for integers and floating point: pointers go through a compare-exchange. */
    template <class _Op> PYCUCC_ATOMIC_HD static _Tp __cas_loop(_Tp* __p, _Op __op, memory_order __m) {
        _Tp __old = __load(__p, memory_order_relaxed);
        while (!__cas(__p, __old, __op(__old), true, __m, __ATOMIC_RELAXED)) {
        }
        return __old;
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_add(_Tp* __p, __diff_t __v, memory_order __m) {
        if constexpr (__is_ptr)  /* the address as an integer, stepped by the element's size */
            return reinterpret_cast<_Tp>(__pycucc_atomic_ops<::std::uintptr_t, _Sco>::__fetch_add(
                reinterpret_cast<::std::uintptr_t*>(__p), ::std::uintptr_t(__v) * sizeof(*_Tp()), __m));
        else
            return PYCUCC_ATOMIC(fetch_add, _Sco, __p, __v, int(__m));
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_sub(_Tp* __p, __diff_t __v, memory_order __m) {
        if constexpr (__is_ptr)  /* the address as an integer, stepped by the element's size */
            return reinterpret_cast<_Tp>(__pycucc_atomic_ops<::std::uintptr_t, _Sco>::__fetch_sub(
                reinterpret_cast<::std::uintptr_t*>(__p), ::std::uintptr_t(__v) * sizeof(*_Tp()), __m));
        else
            return PYCUCC_ATOMIC(fetch_sub, _Sco, __p, __v, int(__m));
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_and(_Tp* __p, _Tp __v, memory_order __m) {
        return PYCUCC_ATOMIC(fetch_and, _Sco, __p, __v, int(__m));
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_or(_Tp* __p, _Tp __v, memory_order __m) {
        return PYCUCC_ATOMIC(fetch_or, _Sco, __p, __v, int(__m));
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_xor(_Tp* __p, _Tp __v, memory_order __m) {
        return PYCUCC_ATOMIC(fetch_xor, _Sco, __p, __v, int(__m));
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_min(_Tp* __p, _Tp __v, memory_order __m) {
#if defined(__HIP__)
        if constexpr (::std::is_integral<_Tp>::value) return __hip_atomic_fetch_min(__p, __v, int(__m), PYCUCC_SCOPE_OF(_Sco));
#endif
        return __cas_loop(__p, [__v](_Tp __o) { return __v < __o ? __v : __o; }, __m);
    }
    PYCUCC_ATOMIC_HD static _Tp __fetch_max(_Tp* __p, _Tp __v, memory_order __m) {
#if defined(__HIP__)
        if constexpr (::std::is_integral<_Tp>::value) return __hip_atomic_fetch_max(__p, __v, int(__m), PYCUCC_SCOPE_OF(_Sco));
#endif
        return __cas_loop(__p, [__v](_Tp __o) { return __o < __v ? __v : __o; }, __m);
    }
};

/* What cuda::atomic and cuda::atomic_ref share, on the object __ptr() names. */
template <class _Derived, class _Tp, thread_scope _Sco> class __pycucc_atomic_base {
    typedef __pycucc_atomic_ops<_Tp, _Sco> __ops;
    PYCUCC_ATOMIC_HD _Tp* __p() const { return static_cast<const _Derived*>(this)->__ptr(); }

  public:
    typedef _Tp value_type;
    typedef typename __ops::__diff_t difference_type;
    static constexpr bool is_always_lock_free = sizeof(_Tp) <= 8;
    PYCUCC_ATOMIC_HD bool is_lock_free() const noexcept { return is_always_lock_free; }
    PYCUCC_ATOMIC_HD _Tp load(memory_order __m = memory_order_seq_cst) const noexcept { return __ops::__load(__p(), __m); }
    PYCUCC_ATOMIC_HD void store(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        __ops::__store(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD operator _Tp() const noexcept { return load(); }
    PYCUCC_ATOMIC_HD _Tp exchange(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__exchange(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD bool compare_exchange_weak(_Tp& __e, _Tp __d, memory_order __s, memory_order __f) const noexcept {
        return __ops::__cas(__p(), __e, __d, true, __s, int(__f));
    }
    PYCUCC_ATOMIC_HD bool compare_exchange_strong(_Tp& __e, _Tp __d, memory_order __s, memory_order __f) const noexcept {
        return __ops::__cas(__p(), __e, __d, false, __s, int(__f));
    }
    PYCUCC_ATOMIC_HD bool compare_exchange_weak(_Tp& __e, _Tp __d, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__cas(__p(), __e, __d, true, __m, __pycucc_failure_order(__m));
    }
    PYCUCC_ATOMIC_HD bool compare_exchange_strong(_Tp& __e, _Tp __d, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__cas(__p(), __e, __d, false, __m, __pycucc_failure_order(__m));
    }
    PYCUCC_ATOMIC_HD _Tp fetch_add(difference_type __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_add(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp fetch_sub(difference_type __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_sub(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp fetch_and(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_and(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp fetch_or(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_or(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp fetch_xor(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_xor(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp fetch_min(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_min(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp fetch_max(_Tp __v, memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__fetch_max(__p(), __v, __m);
    }
    PYCUCC_ATOMIC_HD _Tp operator++(int) const noexcept { return fetch_add(1); }
    PYCUCC_ATOMIC_HD _Tp operator--(int) const noexcept { return fetch_sub(1); }
    PYCUCC_ATOMIC_HD _Tp operator++() const noexcept { return fetch_add(1) + 1; }
    PYCUCC_ATOMIC_HD _Tp operator--() const noexcept { return fetch_sub(1) - 1; }
    PYCUCC_ATOMIC_HD _Tp operator+=(difference_type __v) const noexcept { return fetch_add(__v) + __v; }
    PYCUCC_ATOMIC_HD _Tp operator-=(difference_type __v) const noexcept { return fetch_sub(__v) - __v; }
    PYCUCC_ATOMIC_HD _Tp operator&=(_Tp __v) const noexcept { return fetch_and(__v) & __v; }
    PYCUCC_ATOMIC_HD _Tp operator|=(_Tp __v) const noexcept { return fetch_or(__v) | __v; }
    PYCUCC_ATOMIC_HD _Tp operator^=(_Tp __v) const noexcept { return fetch_xor(__v) ^ __v; }
    /* C++20's wait/notify: a wait polls (AMD GPUs have no futex-like sleep on an address); notify has nothing to wake. */
    PYCUCC_ATOMIC_HD void wait(_Tp __old, memory_order __m = memory_order_seq_cst) const noexcept {
        while (load(__m) == __old) {
#if defined(__HIP_DEVICE_COMPILE__)
            __builtin_amdgcn_s_sleep(1);
#endif
        }
    }
    PYCUCC_ATOMIC_HD void notify_one() const noexcept {}
    PYCUCC_ATOMIC_HD void notify_all() const noexcept {}
};

/* The object itself: trivially default-constructible (a __shared__ cuda::atomic has no initialiser, as in CUDA). */
template <class _Tp, thread_scope _Sco = thread_scope_system>
class atomic : public __pycucc_atomic_base<atomic<_Tp, _Sco>, _Tp, _Sco> {
    friend class __pycucc_atomic_base<atomic<_Tp, _Sco>, _Tp, _Sco>;
    mutable _Tp __a;
    PYCUCC_ATOMIC_HD _Tp* __ptr() const { return &__a; }

  public:
    atomic() noexcept = default;
    PYCUCC_ATOMIC_HD constexpr atomic(_Tp __v) noexcept : __a(__v) {}
    atomic(const atomic&) = delete;
    atomic& operator=(const atomic&) = delete;
    PYCUCC_ATOMIC_HD _Tp operator=(_Tp __v) noexcept {
        this->store(__v);
        return __v;
    }
};

/* A reference to an object of the caller's, aligned to its size ([atomics.ref.generic]). */
template <class _Tp, thread_scope _Sco = thread_scope_system>
class atomic_ref : public __pycucc_atomic_base<atomic_ref<_Tp, _Sco>, _Tp, _Sco> {
    friend class __pycucc_atomic_base<atomic_ref<_Tp, _Sco>, _Tp, _Sco>;
    _Tp* __r;
    PYCUCC_ATOMIC_HD _Tp* __ptr() const { return __r; }

  public:
    static constexpr ::std::size_t required_alignment = sizeof(_Tp);
    PYCUCC_ATOMIC_HD explicit atomic_ref(_Tp& __obj) noexcept : __r(&__obj) {}
    PYCUCC_ATOMIC_HD atomic_ref(const atomic_ref& __o) noexcept : __r(__o.__r) {}
    atomic_ref& operator=(const atomic_ref&) = delete;
    PYCUCC_ATOMIC_HD _Tp operator=(_Tp __v) const noexcept {
        this->store(__v);
        return __v;
    }
};

/* A fence ordering this thread's accesses for the threads of the scope ([atomics.fences]). */
PYCUCC_ATOMIC_HD inline void atomic_thread_fence(memory_order __m, thread_scope __s = thread_scope_system) noexcept {
#if defined(__HIP_DEVICE_COMPILE__)
#define PYCUCC_FENCE(SCOPE)                                                                                          \
    switch (__m) {                                                                                                   \
    case memory_order_relaxed: break;                                                                                \
    case memory_order_consume:                                                                                       \
    case memory_order_acquire: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, SCOPE); break;                               \
    case memory_order_release: __builtin_amdgcn_fence(__ATOMIC_RELEASE, SCOPE); break;                               \
    case memory_order_acq_rel: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, SCOPE); break;                               \
    default: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, SCOPE); break;                                                 \
    }
    if (__s == thread_scope_thread) {
        __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "singlethread");  /* orders nothing any other thread sees */
    } else if (__s == thread_scope_block) {
        PYCUCC_FENCE("workgroup")
    } else if (__s == thread_scope_device) {
        PYCUCC_FENCE("agent")
    } else {
        PYCUCC_FENCE("")
    }
#undef PYCUCC_FENCE
#else
    (void)__s;
    __atomic_thread_fence(int(__m));
#endif
}

namespace std {
template <class _Tp> using atomic = ::cuda::atomic<_Tp, thread_scope_system>;
template <class _Tp> using atomic_ref = ::cuda::atomic_ref<_Tp, thread_scope_system>;
using ::std::memory_order;
PYCUCC_ATOMIC_HD inline void atomic_thread_fence(memory_order __m) noexcept {
    ::cuda::atomic_thread_fence(__m, thread_scope_system);
}
PYCUCC_ATOMIC_HD inline void atomic_signal_fence(memory_order __m) noexcept {
    ::cuda::atomic_thread_fence(__m, thread_scope_thread);
}
typedef atomic<bool> atomic_bool;
typedef atomic<char> atomic_char;
typedef atomic<signed char> atomic_schar;
typedef atomic<unsigned char> atomic_uchar;
typedef atomic<short> atomic_short;
typedef atomic<unsigned short> atomic_ushort;
typedef atomic<int> atomic_int;
typedef atomic<unsigned int> atomic_uint;
typedef atomic<long> atomic_long;
typedef atomic<unsigned long> atomic_ulong;
typedef atomic<long long> atomic_llong;
typedef atomic<unsigned long long> atomic_ullong;
typedef atomic<::std::int32_t> atomic_int32_t;
typedef atomic<::std::uint32_t> atomic_uint32_t;
typedef atomic<::std::int64_t> atomic_int64_t;
typedef atomic<::std::uint64_t> atomic_uint64_t;
typedef atomic<::std::size_t> atomic_size_t;
typedef atomic<::std::ptrdiff_t> atomic_ptrdiff_t;
typedef atomic<::std::intptr_t> atomic_intptr_t;
typedef atomic<::std::uintptr_t> atomic_uintptr_t;

/* [atomics.flag]: one word at system scope; trivially default-constructible, as a __shared__ one must be. */
struct atomic_flag {
    typedef __pycucc_atomic_ops<unsigned int, thread_scope_system> __ops;
    mutable unsigned int __f;
    atomic_flag() noexcept = default;
    PYCUCC_ATOMIC_HD constexpr atomic_flag(bool __b) noexcept : __f(__b) {}
    atomic_flag(const atomic_flag&) = delete;
    atomic_flag& operator=(const atomic_flag&) = delete;
    PYCUCC_ATOMIC_HD bool test(memory_order __m = memory_order_seq_cst) const noexcept {
        return __ops::__load(&__f, __m) != 0;
    }
    PYCUCC_ATOMIC_HD bool test_and_set(memory_order __m = memory_order_seq_cst) noexcept {
        return __ops::__exchange(&__f, 1u, __m) != 0;
    }
    PYCUCC_ATOMIC_HD void clear(memory_order __m = memory_order_seq_cst) noexcept { __ops::__store(&__f, 0u, __m); }
    /* C++20's wait polls, as cuda::atomic's (no sleep on an address on AMD GPUs); notify has nothing to wake. */
    PYCUCC_ATOMIC_HD void wait(bool __old, memory_order __m = memory_order_seq_cst) const noexcept {
        while (test(__m) == __old) {
#if defined(__HIP_DEVICE_COMPILE__)
            __builtin_amdgcn_s_sleep(1);
#endif
        }
    }
    PYCUCC_ATOMIC_HD void notify_one() noexcept {}
    PYCUCC_ATOMIC_HD void notify_all() noexcept {}
};
PYCUCC_ATOMIC_HD inline bool atomic_flag_test(const atomic_flag* __o) noexcept { return __o->test(); }
PYCUCC_ATOMIC_HD inline bool atomic_flag_test_explicit(const atomic_flag* __o, memory_order __m) noexcept {
    return __o->test(__m);
}
PYCUCC_ATOMIC_HD inline bool atomic_flag_test_and_set(atomic_flag* __o) noexcept { return __o->test_and_set(); }
PYCUCC_ATOMIC_HD inline bool atomic_flag_test_and_set_explicit(atomic_flag* __o, memory_order __m) noexcept {
    return __o->test_and_set(__m);
}
PYCUCC_ATOMIC_HD inline void atomic_flag_clear(atomic_flag* __o) noexcept { __o->clear(); }
PYCUCC_ATOMIC_HD inline void atomic_flag_clear_explicit(atomic_flag* __o, memory_order __m) noexcept { __o->clear(__m); }
PYCUCC_ATOMIC_HD inline void atomic_flag_wait(const atomic_flag* __o, bool __v) noexcept { __o->wait(__v); }
PYCUCC_ATOMIC_HD inline void atomic_flag_wait_explicit(const atomic_flag* __o, bool __v, memory_order __m) noexcept {
    __o->wait(__v, __m);
}
PYCUCC_ATOMIC_HD inline void atomic_flag_notify_one(atomic_flag* __o) noexcept { __o->notify_one(); }
PYCUCC_ATOMIC_HD inline void atomic_flag_notify_all(atomic_flag* __o) noexcept { __o->notify_all(); }

/* [atomics.nonmembers]: each the member function of the same name. The operand is non-deduced (C++17's
 * `typename atomic<T>::value_type`), so atomic_fetch_add(&unsigned_atomic, 1) takes the int 1. */
template <class _Tp> struct __pycucc_nd { typedef _Tp type; };
template <class _Tp> PYCUCC_ATOMIC_HD bool atomic_is_lock_free(const atomic<_Tp>* __o) noexcept {
    return __o->is_lock_free();
}
template <class _Tp> PYCUCC_ATOMIC_HD void atomic_init(atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v) noexcept {
    __o->store(__v, memory_order_relaxed);
}
template <class _Tp> PYCUCC_ATOMIC_HD void atomic_store(atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v) noexcept {
    __o->store(__v);
}
template <class _Tp>
PYCUCC_ATOMIC_HD void atomic_store_explicit(atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v, memory_order __m) noexcept {
    __o->store(__v, __m);
}
template <class _Tp> PYCUCC_ATOMIC_HD _Tp atomic_load(const atomic<_Tp>* __o) noexcept { return __o->load(); }
template <class _Tp> PYCUCC_ATOMIC_HD _Tp atomic_load_explicit(const atomic<_Tp>* __o, memory_order __m) noexcept {
    return __o->load(__m);
}
template <class _Tp>
PYCUCC_ATOMIC_HD _Tp atomic_exchange(atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v) noexcept {
    return __o->exchange(__v);
}
template <class _Tp>
PYCUCC_ATOMIC_HD _Tp atomic_exchange_explicit(atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v, memory_order __m) noexcept {
    return __o->exchange(__v, __m);
}
template <class _Tp>
PYCUCC_ATOMIC_HD bool atomic_compare_exchange_weak(atomic<_Tp>* __o, _Tp* __e, typename __pycucc_nd<_Tp>::type __d) noexcept {
    return __o->compare_exchange_weak(*__e, __d);
}
template <class _Tp>
PYCUCC_ATOMIC_HD bool atomic_compare_exchange_strong(atomic<_Tp>* __o, _Tp* __e, typename __pycucc_nd<_Tp>::type __d) noexcept {
    return __o->compare_exchange_strong(*__e, __d);
}
template <class _Tp>
PYCUCC_ATOMIC_HD bool atomic_compare_exchange_weak_explicit(atomic<_Tp>* __o, _Tp* __e, typename __pycucc_nd<_Tp>::type __d,
                                                            memory_order __s, memory_order __f) noexcept {
    return __o->compare_exchange_weak(*__e, __d, __s, __f);
}
template <class _Tp>
PYCUCC_ATOMIC_HD bool atomic_compare_exchange_strong_explicit(atomic<_Tp>* __o, _Tp* __e, typename __pycucc_nd<_Tp>::type __d,
                                                              memory_order __s, memory_order __f) noexcept {
    return __o->compare_exchange_strong(*__e, __d, __s, __f);
}
#define PYCUCC_FREE_FETCH(OP, ARG)                                                                                   \
    template <class _Tp> PYCUCC_ATOMIC_HD _Tp atomic_##OP(atomic<_Tp>* __o, ARG __v) noexcept {                     \
        return __o->OP(__v);                                                                                         \
    }                                                                                                                \
    template <class _Tp>                                                                                             \
    PYCUCC_ATOMIC_HD _Tp atomic_##OP##_explicit(atomic<_Tp>* __o, ARG __v, memory_order __m) noexcept {              \
        return __o->OP(__v, __m);                                                                                    \
    }
PYCUCC_FREE_FETCH(fetch_add, typename atomic<_Tp>::difference_type)
PYCUCC_FREE_FETCH(fetch_sub, typename atomic<_Tp>::difference_type)
PYCUCC_FREE_FETCH(fetch_and, typename __pycucc_nd<_Tp>::type)
PYCUCC_FREE_FETCH(fetch_or, typename __pycucc_nd<_Tp>::type)
PYCUCC_FREE_FETCH(fetch_xor, typename __pycucc_nd<_Tp>::type)
#undef PYCUCC_FREE_FETCH
template <class _Tp> PYCUCC_ATOMIC_HD void atomic_wait(const atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v) noexcept {
    __o->wait(__v);
}
template <class _Tp>
PYCUCC_ATOMIC_HD void atomic_wait_explicit(const atomic<_Tp>* __o, typename __pycucc_nd<_Tp>::type __v, memory_order __m) noexcept {
    __o->wait(__v, __m);
}
template <class _Tp> PYCUCC_ATOMIC_HD void atomic_notify_one(atomic<_Tp>* __o) noexcept { __o->notify_one(); }
template <class _Tp> PYCUCC_ATOMIC_HD void atomic_notify_all(atomic<_Tp>* __o) noexcept { __o->notify_all(); }
}  // namespace std
}  // namespace cuda
#undef PYCUCC_ATOMIC
#endif
