/*
 * pycucc_cuda_optional.h - libcu++'s <cuda/std/optional> (rules: compiler/rules/libcu.rules): cuda::std::optional<T>,
 * nullopt, make_optional and the comparisons, in host and device code.
 *
 * Not ::std::optional: in C++17 libstdc++ makes its assignment, emplace and reset constexpr only from C++20, so
 * clang's HIP mode leaves them host functions, and reading <optional> under `#pragma clang force_cuda_host_device`
 * fails on bad_optional_access::what (an override of std::exception's host member) and _Construct (clang 19). So the
 * value lives in a union beside a flag, as in C++17's [optional.optional]. value() on an empty optional throws
 * ::std::bad_optional_access on the host and traps on the device (libcu++ terminates there).
 * Not here: the monadic members of C++23 (and_then, transform, or_else), optional<T&>, <=> and hash.
 * Reference: libcu++ documentation, "<cuda/std/optional>"; C++17 [optional].
 */
#ifndef PYCUCC_CUDA_OPTIONAL_H
#define PYCUCC_CUDA_OPTIONAL_H
#include <new>
#include <optional>
#include "pycucc_cuda_std.h"

#if defined(__HIP__) || defined(__CUDA__)
#define PYCUCC_OPT_HD __host__ __device__
#else
#define PYCUCC_OPT_HD
#endif

namespace cuda {
namespace std {
struct nullopt_t {
    struct __tag {};
    PYCUCC_OPT_HD constexpr explicit nullopt_t(__tag) noexcept {}
};
inline constexpr nullopt_t nullopt{nullopt_t::__tag{}};
using ::std::in_place;
using ::std::in_place_t;

/* The value's storage; a trivially destructible T keeps a trivial destructor (constexpr use, device memory). */
template <class _Tp, bool = ::std::is_trivially_destructible<_Tp>::value> struct __pycucc_opt_storage {
    union {
        char __empty;
        _Tp __val;
    };
    bool __has;
    PYCUCC_OPT_HD constexpr __pycucc_opt_storage() noexcept : __empty(), __has(false) {}
    template <class... _Args>
    PYCUCC_OPT_HD constexpr explicit __pycucc_opt_storage(in_place_t, _Args&&... __a)
        : __val(static_cast<_Args&&>(__a)...), __has(true) {}
    PYCUCC_OPT_HD void __destroy() noexcept { __has = false; }
};
template <class _Tp> struct __pycucc_opt_storage<_Tp, false> {
    union {
        char __empty;
        _Tp __val;
    };
    bool __has;
    PYCUCC_OPT_HD constexpr __pycucc_opt_storage() noexcept : __empty(), __has(false) {}
    template <class... _Args>
    PYCUCC_OPT_HD constexpr explicit __pycucc_opt_storage(in_place_t, _Args&&... __a)
        : __val(static_cast<_Args&&>(__a)...), __has(true) {}
    PYCUCC_OPT_HD ~__pycucc_opt_storage() { __destroy(); }
    PYCUCC_OPT_HD void __destroy() noexcept {
        if (__has) __val.~_Tp();
        __has = false;
    }
};

template <class _Tp> class optional : private __pycucc_opt_storage<_Tp> {
    typedef __pycucc_opt_storage<_Tp> __base;
    template <class _Up>
    using __from_value = typename ::std::enable_if<
        ::std::is_constructible<_Tp, _Up&&>::value &&
        !::std::is_same<typename ::std::decay<_Up>::type, in_place_t>::value &&
        !::std::is_same<typename ::std::decay<_Up>::type, optional>::value &&
        !::std::is_same<typename ::std::decay<_Up>::type, nullopt_t>::value>::type;
    template <class... _Args> PYCUCC_OPT_HD void __construct(_Args&&... __a) {
        ::new (static_cast<void*>(&this->__val)) _Tp(static_cast<_Args&&>(__a)...);
        this->__has = true;
    }
    PYCUCC_OPT_HD static void __empty_access() {
#if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
        __builtin_trap();
#else
        throw ::std::bad_optional_access();
#endif
    }

  public:
    typedef _Tp value_type;
    PYCUCC_OPT_HD constexpr optional() noexcept {}
    PYCUCC_OPT_HD constexpr optional(nullopt_t) noexcept {}
    PYCUCC_OPT_HD optional(const optional& __o) : __base() {
        if (__o.__has) __construct(__o.__val);
    }
    PYCUCC_OPT_HD optional(optional&& __o) noexcept(::std::is_nothrow_move_constructible<_Tp>::value) : __base() {
        if (__o.__has) __construct(static_cast<_Tp&&>(__o.__val));
    }
    template <class... _Args>
    PYCUCC_OPT_HD constexpr explicit optional(in_place_t, _Args&&... __a) : __base(in_place, static_cast<_Args&&>(__a)...) {}
    template <class _Up = _Tp, class = __from_value<_Up>>
    PYCUCC_OPT_HD constexpr optional(_Up&& __v) : __base(in_place, static_cast<_Up&&>(__v)) {}

    PYCUCC_OPT_HD optional& operator=(nullopt_t) noexcept {
        reset();
        return *this;
    }
    PYCUCC_OPT_HD optional& operator=(const optional& __o) {
        if (__o.__has && this->__has) this->__val = __o.__val;
        else if (__o.__has) __construct(__o.__val);
        else reset();
        return *this;
    }
    PYCUCC_OPT_HD optional& operator=(optional&& __o) noexcept(::std::is_nothrow_move_assignable<_Tp>::value &&
                                                               ::std::is_nothrow_move_constructible<_Tp>::value) {
        if (__o.__has && this->__has) this->__val = static_cast<_Tp&&>(__o.__val);
        else if (__o.__has) __construct(static_cast<_Tp&&>(__o.__val));
        else reset();
        return *this;
    }
    template <class _Up = _Tp, class = __from_value<_Up>> PYCUCC_OPT_HD optional& operator=(_Up&& __v) {
        if (this->__has) this->__val = static_cast<_Up&&>(__v);
        else __construct(static_cast<_Up&&>(__v));
        return *this;
    }
    template <class... _Args> PYCUCC_OPT_HD _Tp& emplace(_Args&&... __a) {
        reset();
        __construct(static_cast<_Args&&>(__a)...);
        return this->__val;
    }
    PYCUCC_OPT_HD void reset() noexcept { this->__destroy(); }
    PYCUCC_OPT_HD void swap(optional& __o) {
        optional __t(static_cast<optional&&>(__o));
        __o = static_cast<optional&&>(*this);
        *this = static_cast<optional&&>(__t);
    }

    PYCUCC_OPT_HD constexpr bool has_value() const noexcept { return this->__has; }
    PYCUCC_OPT_HD constexpr explicit operator bool() const noexcept { return this->__has; }
    PYCUCC_OPT_HD constexpr const _Tp* operator->() const { return &this->__val; }
    PYCUCC_OPT_HD constexpr _Tp* operator->() { return &this->__val; }
    PYCUCC_OPT_HD constexpr const _Tp& operator*() const& { return this->__val; }
    PYCUCC_OPT_HD constexpr _Tp& operator*() & { return this->__val; }
    PYCUCC_OPT_HD constexpr _Tp&& operator*() && { return static_cast<_Tp&&>(this->__val); }
    PYCUCC_OPT_HD constexpr const _Tp& value() const& {
        if (!this->__has) __empty_access();
        return this->__val;
    }
    PYCUCC_OPT_HD constexpr _Tp& value() & {
        if (!this->__has) __empty_access();
        return this->__val;
    }
    PYCUCC_OPT_HD constexpr _Tp&& value() && {
        if (!this->__has) __empty_access();
        return static_cast<_Tp&&>(this->__val);
    }
    template <class _Up> PYCUCC_OPT_HD constexpr _Tp value_or(_Up&& __d) const& {
        return this->__has ? this->__val : static_cast<_Tp>(static_cast<_Up&&>(__d));
    }
    template <class _Up> PYCUCC_OPT_HD constexpr _Tp value_or(_Up&& __d) && {
        return this->__has ? static_cast<_Tp&&>(this->__val) : static_cast<_Tp>(static_cast<_Up&&>(__d));
    }
};
template <class _Tp> optional(_Tp) -> optional<_Tp>;

template <class _Tp> PYCUCC_OPT_HD constexpr optional<typename ::std::decay<_Tp>::type> make_optional(_Tp&& __v) {
    return optional<typename ::std::decay<_Tp>::type>(static_cast<_Tp&&>(__v));
}
template <class _Tp, class... _Args> PYCUCC_OPT_HD constexpr optional<_Tp> make_optional(_Args&&... __a) {
    return optional<_Tp>(in_place, static_cast<_Args&&>(__a)...);
}
template <class _Tp> PYCUCC_OPT_HD void swap(optional<_Tp>& __a, optional<_Tp>& __b) { __a.swap(__b); }

/* [optional.relops], [optional.nullops], [optional.comp.with.t]: an empty optional is less than any value. */
#define PYCUCC_OPT_COMPARE(OP, EMPTY_X, EMPTY_Y)                                                                     \
    template <class _Tp, class _Up>                                                                                  \
    PYCUCC_OPT_HD constexpr bool operator OP(const optional<_Tp>& __x, const optional<_Up>& __y) {                   \
        return (!__x || !__y) ? (bool(__x) OP bool(__y)) : (*__x OP * __y);                                          \
    }                                                                                                                \
    template <class _Tp> PYCUCC_OPT_HD constexpr bool operator OP(const optional<_Tp>& __x, nullopt_t) noexcept {    \
        return bool(__x) OP false;                                                                                   \
    }                                                                                                                \
    template <class _Tp> PYCUCC_OPT_HD constexpr bool operator OP(nullopt_t, const optional<_Tp>& __y) noexcept {    \
        return false OP bool(__y);                                                                                   \
    }                                                                                                                \
    template <class _Tp, class _Up, class = typename ::std::enable_if<!__pycucc_is_optional<_Up>::value>::type>     \
    PYCUCC_OPT_HD constexpr bool operator OP(const optional<_Tp>& __x, const _Up& __v) {                             \
        return __x ? (*__x OP __v) : EMPTY_X;                                                                        \
    }                                                                                                                \
    template <class _Tp, class _Up, class = typename ::std::enable_if<!__pycucc_is_optional<_Up>::value>::type>     \
    PYCUCC_OPT_HD constexpr bool operator OP(const _Up& __v, const optional<_Tp>& __y) {                             \
        return __y ? (__v OP * __y) : EMPTY_Y;                                                                       \
    }
template <class _Tp> struct __pycucc_is_optional : ::std::false_type {};
template <class _Tp> struct __pycucc_is_optional<optional<_Tp>> : ::std::true_type {};
PYCUCC_OPT_COMPARE(==, false, false)
PYCUCC_OPT_COMPARE(!=, true, true)
PYCUCC_OPT_COMPARE(<, true, false)
PYCUCC_OPT_COMPARE(<=, true, false)
PYCUCC_OPT_COMPARE(>, false, true)
PYCUCC_OPT_COMPARE(>=, false, true)
#undef PYCUCC_OPT_COMPARE
}  // namespace std
}  // namespace cuda
#endif
