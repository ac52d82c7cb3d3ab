/*
 * pycucc_cuda_std.h - libcu++'s cuda::std for the freestanding headers (<cuda/std/type_traits>, <cuda/std/limits>,
 * <cuda/std/utility>, <cuda/std/tuple>, <cuda/std/array>, <cuda/std/cstdint>, ...; rules: compiler/rules/libcu.rules).
 *
 * libcu++ (NVIDIA's CCCL) re-implements these headers so that nvcc's device code may use them. In clang's HIP mode the
 * C++ standard library's own versions already work in device code where they are constexpr (clang makes constexpr
 * functions __host__ __device__: numeric_limits, type traits, pair/tuple/array access, the function objects,
 * min/max), and HIP's headers give ::std's <cmath> functions device overloads. So cuda::std here is ::std brought in
 * by a using-directive: a qualified name (`cuda::std::numeric_limits<int>::max()`, `cuda::std::is_same_v<A, B>`) finds
 * ::std's declaration ([namespace.qual]: the nominated namespace is searched when cuda::std declares no such name).
 * What C++17's library has only in later standards or not constexpr, and libcu++ has in C++17 device code (the
 * <bit> functions, swap, exchange), is declared in cuda::std itself below, which qualified lookup finds first.
 * What libstdc++ makes constexpr only from C++20 stays a host function in C++17 device code: pair's and tuple's
 * assignment (tie(a, b) = ... too), array::fill; -std=c++20 makes them device code (std::hash stays host-only in
 * both). nvcc's libcu++ has them in C++17 device code.
 * Plain C++: a host compiler (pycucc's toolkit) reads it too.
 * Reference: libcu++ documentation, "Standard API" (https://nvidia.github.io/cccl/libcudacxx/standard_api.html).
 */
#ifndef PYCUCC_CUDA_STD_H
#define PYCUCC_CUDA_STD_H
#include <array>
#include <cassert>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <ratio>
#include <tuple>
#include <type_traits>
#include <utility>
#if __cplusplus >= 202002L
#include <bit>
#endif

#if defined(__HIP__) || defined(__CUDA__)
#define PYCUCC_CUDA_STD_HD __host__ __device__
#else
#define PYCUCC_CUDA_STD_HD
#endif

namespace cuda {
namespace std {
using namespace ::std;

/* swap and exchange are constexpr only from C++20 (so host-only in C++17 device code); libcu++'s are device code. */
template <class _Tp>
PYCUCC_CUDA_STD_HD constexpr void swap(_Tp& __a, _Tp& __b) noexcept(
    ::std::is_nothrow_move_constructible<_Tp>::value && ::std::is_nothrow_move_assignable<_Tp>::value) {
    _Tp __t(static_cast<_Tp&&>(__a));
    __a = static_cast<_Tp&&>(__b);
    __b = static_cast<_Tp&&>(__t);
}
template <class _Tp, ::std::size_t _Np>
PYCUCC_CUDA_STD_HD constexpr void swap(_Tp (&__a)[_Np], _Tp (&__b)[_Np]) {
    for (::std::size_t __i = 0; __i < _Np; ++__i) cuda::std::swap(__a[__i], __b[__i]);
}
template <class _Tp, class _Up = _Tp>
PYCUCC_CUDA_STD_HD constexpr _Tp exchange(_Tp& __obj, _Up&& __new_value) {
    _Tp __old(static_cast<_Tp&&>(__obj));
    __obj = static_cast<_Up&&>(__new_value);
    return __old;
}

#if __cplusplus >= 202002L
using ::std::bit_cast;
using ::std::bit_ceil;
using ::std::bit_floor;
using ::std::bit_width;
using ::std::countl_one;
using ::std::countl_zero;
using ::std::countr_one;
using ::std::countr_zero;
using ::std::has_single_bit;
using ::std::popcount;
using ::std::rotl;
using ::std::rotr;
#else
/* <bit> (C++20), which libcu++ gives C++17 code: unsigned integer types only, as the standard's. */
template <class _To, class _From>
PYCUCC_CUDA_STD_HD constexpr typename ::std::enable_if<
    sizeof(_To) == sizeof(_From) && ::std::is_trivially_copyable<_To>::value &&
        ::std::is_trivially_copyable<_From>::value, _To>::type
bit_cast(const _From& __from) noexcept {
    return __builtin_bit_cast(_To, __from);
}
template <class _Tp> struct __pycucc_is_uint
    : ::std::integral_constant<bool, ::std::is_integral<_Tp>::value && ::std::is_unsigned<_Tp>::value &&
                                         !::std::is_same<typename ::std::remove_cv<_Tp>::type, bool>::value> {};
template <class _Tp> using __pycucc_uint_t = typename ::std::enable_if<__pycucc_is_uint<_Tp>::value, int>::type;
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr int countl_zero(_Tp __x) noexcept {
    int __n = 0;
    for (int __i = ::std::numeric_limits<_Tp>::digits - 1; __i >= 0 && !((__x >> __i) & 1); --__i) ++__n;
    return __n;
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr int countr_zero(_Tp __x) noexcept {
    int __n = 0;
    for (int __i = 0; __i < ::std::numeric_limits<_Tp>::digits && !((__x >> __i) & 1); ++__i) ++__n;
    return __n;
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr int countl_one(_Tp __x) noexcept {
    return cuda::std::countl_zero(static_cast<_Tp>(~__x));
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr int countr_one(_Tp __x) noexcept {
    return cuda::std::countr_zero(static_cast<_Tp>(~__x));
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr int popcount(_Tp __x) noexcept {
    int __n = 0;
    for (; __x; __x = static_cast<_Tp>(__x & (__x - 1))) ++__n;
    return __n;
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr bool has_single_bit(_Tp __x) noexcept {
    return __x != 0 && (__x & (__x - 1)) == 0;
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr int bit_width(_Tp __x) noexcept {
    return ::std::numeric_limits<_Tp>::digits - cuda::std::countl_zero(__x);
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr _Tp bit_floor(_Tp __x) noexcept {
    return __x == 0 ? _Tp(0) : static_cast<_Tp>(_Tp(1) << (cuda::std::bit_width(__x) - 1));
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr _Tp bit_ceil(_Tp __x) noexcept {
    return __x <= 1 ? _Tp(1) : static_cast<_Tp>(_Tp(1) << cuda::std::bit_width(static_cast<_Tp>(__x - 1)));
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr _Tp rotl(_Tp __x, int __s) noexcept {
    const int __n = ::std::numeric_limits<_Tp>::digits;
    const int __r = ((__s % __n) + __n) % __n;
    return __r == 0 ? __x : static_cast<_Tp>((__x << __r) | (__x >> (__n - __r)));
}
template <class _Tp, __pycucc_uint_t<_Tp> = 0> PYCUCC_CUDA_STD_HD constexpr _Tp rotr(_Tp __x, int __s) noexcept {
    return cuda::std::rotl(__x, -(__s % ::std::numeric_limits<_Tp>::digits));
}
#endif
}  // namespace std
}  // namespace cuda
#endif
