/*
 * pycucc_cuda_span.h - libcu++'s <cuda/std/span> (rules: compiler/rules/libcu.rules): cuda::std::span<T, Extent>,
 * dynamic_extent, as_bytes and as_writable_bytes, in host and device code.
 *
 * libcu++ has span from C++14 on; libstdc++'s is C++20's alone, so this one is pycucc's: a pointer and a count
 * (also kept for a static extent), every member constexpr, iterators are pointers. Built from a pointer and a
 * count, two pointers, a C array, a ::std::array (cuda::std::array is the same) or another span, and from a
 * container with data() and size() (a thrust-like vector), as C++20 [span.cons] lists them, without the
 * constraints' every check (a static extent's size is not checked against the source's).
 * Reference: libcu++ documentation, "<cuda/std/span>"; C++20 [views.span].
 */
#ifndef PYCUCC_CUDA_SPAN_H
#define PYCUCC_CUDA_SPAN_H
#include <iterator>
#include "pycucc_cuda_std.h"

#if defined(__HIP__) || defined(__CUDA__)
#define PYCUCC_SPAN_HD __host__ __device__
#else
#define PYCUCC_SPAN_HD
#endif

namespace cuda {
namespace std {
inline constexpr ::std::size_t dynamic_extent = static_cast<::std::size_t>(-1);
template <class _Tp, ::std::size_t _Extent = dynamic_extent> class span;

template <class _Tp> struct __pycucc_is_span_like : ::std::false_type {};
template <class _Tp, ::std::size_t _Np> struct __pycucc_is_span_like<span<_Tp, _Np>> : ::std::true_type {};
template <class _Tp, ::std::size_t _Np> struct __pycucc_is_span_like<::std::array<_Tp, _Np>> : ::std::true_type {};

template <class _Tp, ::std::size_t _Extent> class span {
    _Tp* __p;
    ::std::size_t __n;
    template <class _Cont>
    using __container = typename ::std::enable_if<
        !__pycucc_is_span_like<typename ::std::remove_cv<typename ::std::remove_reference<_Cont>::type>::type>::value &&
        !::std::is_array<typename ::std::remove_reference<_Cont>::type>::value &&
        ::std::is_convertible<typename ::std::remove_pointer<decltype(::std::declval<_Cont&>().data())>::type (*)[],
                              _Tp (*)[]>::value>::type;

  public:
    typedef _Tp element_type;
    typedef typename ::std::remove_cv<_Tp>::type value_type;
    typedef ::std::size_t size_type;
    typedef ::std::ptrdiff_t difference_type;
    typedef _Tp* pointer;
    typedef const _Tp* const_pointer;
    typedef _Tp& reference;
    typedef const _Tp& const_reference;
    typedef _Tp* iterator;
    typedef ::std::reverse_iterator<_Tp*> reverse_iterator;
    static constexpr ::std::size_t extent = _Extent;

    PYCUCC_SPAN_HD constexpr span() noexcept : __p(nullptr), __n(0) {}
    PYCUCC_SPAN_HD constexpr span(_Tp* __ptr, ::std::size_t __count) : __p(__ptr), __n(__count) {}
    PYCUCC_SPAN_HD constexpr span(_Tp* __first, _Tp* __last) : __p(__first), __n(::std::size_t(__last - __first)) {}
    template <::std::size_t _Np>
    PYCUCC_SPAN_HD constexpr span(_Tp (&__a)[_Np]) noexcept : __p(__a), __n(_Np) {}
    template <class _Up, ::std::size_t _Np, class = typename ::std::enable_if<::std::is_convertible<_Up (*)[], _Tp (*)[]>::value>::type>
    PYCUCC_SPAN_HD constexpr span(::std::array<_Up, _Np>& __a) noexcept : __p(__a.data()), __n(_Np) {}
    template <class _Up, ::std::size_t _Np, class = typename ::std::enable_if<::std::is_convertible<const _Up (*)[], _Tp (*)[]>::value>::type>
    PYCUCC_SPAN_HD constexpr span(const ::std::array<_Up, _Np>& __a) noexcept : __p(__a.data()), __n(_Np) {}
    template <class _Cont, class = __container<_Cont>>
    PYCUCC_SPAN_HD constexpr span(_Cont&& __c) : __p(__c.data()), __n(::std::size_t(__c.size())) {}
    template <class _Up, ::std::size_t _Np, class = typename ::std::enable_if<::std::is_convertible<_Up (*)[], _Tp (*)[]>::value>::type>
    PYCUCC_SPAN_HD constexpr span(const span<_Up, _Np>& __s) noexcept : __p(__s.data()), __n(__s.size()) {}
    constexpr span(const span&) noexcept = default;
    constexpr span& operator=(const span&) noexcept = default;

    PYCUCC_SPAN_HD constexpr ::std::size_t size() const noexcept { return __n; }
    PYCUCC_SPAN_HD constexpr ::std::size_t size_bytes() const noexcept { return __n * sizeof(_Tp); }
    PYCUCC_SPAN_HD constexpr bool empty() const noexcept { return __n == 0; }
    PYCUCC_SPAN_HD constexpr _Tp& operator[](::std::size_t __i) const { return __p[__i]; }
    PYCUCC_SPAN_HD constexpr _Tp& front() const { return __p[0]; }
    PYCUCC_SPAN_HD constexpr _Tp& back() const { return __p[__n - 1]; }
    PYCUCC_SPAN_HD constexpr _Tp* data() const noexcept { return __p; }
    PYCUCC_SPAN_HD constexpr _Tp* begin() const noexcept { return __p; }
    PYCUCC_SPAN_HD constexpr _Tp* end() const noexcept { return __p + __n; }
    PYCUCC_SPAN_HD constexpr reverse_iterator rbegin() const noexcept { return reverse_iterator(end()); }
    PYCUCC_SPAN_HD constexpr reverse_iterator rend() const noexcept { return reverse_iterator(begin()); }

    template <::std::size_t _Count> PYCUCC_SPAN_HD constexpr span<_Tp, _Count> first() const {
        return span<_Tp, _Count>(__p, _Count);
    }
    template <::std::size_t _Count> PYCUCC_SPAN_HD constexpr span<_Tp, _Count> last() const {
        return span<_Tp, _Count>(__p + (__n - _Count), _Count);
    }
    template <::std::size_t _Offset, ::std::size_t _Count = dynamic_extent>
    PYCUCC_SPAN_HD constexpr span<_Tp, _Count != dynamic_extent ? _Count
                                      : _Extent != dynamic_extent ? _Extent - _Offset : dynamic_extent>
    subspan() const {
        return {__p + _Offset, _Count == dynamic_extent ? __n - _Offset : _Count};
    }
    PYCUCC_SPAN_HD constexpr span<_Tp> first(::std::size_t __c) const { return span<_Tp>(__p, __c); }
    PYCUCC_SPAN_HD constexpr span<_Tp> last(::std::size_t __c) const { return span<_Tp>(__p + (__n - __c), __c); }
    PYCUCC_SPAN_HD constexpr span<_Tp> subspan(::std::size_t __off, ::std::size_t __c = dynamic_extent) const {
        return span<_Tp>(__p + __off, __c == dynamic_extent ? __n - __off : __c);
    }
};
template <class _Tp, ::std::size_t _Np> span(_Tp (&)[_Np]) -> span<_Tp, _Np>;
template <class _Tp, ::std::size_t _Np> span(::std::array<_Tp, _Np>&) -> span<_Tp, _Np>;
template <class _Tp, ::std::size_t _Np> span(const ::std::array<_Tp, _Np>&) -> span<const _Tp, _Np>;
template <class _Tp> span(_Tp*, ::std::size_t) -> span<_Tp>;
template <class _Cont> span(_Cont&) -> span<typename ::std::remove_pointer<decltype(::std::declval<_Cont&>().data())>::type>;

template <class _Tp, ::std::size_t _Np>
PYCUCC_SPAN_HD span<const ::std::byte, _Np == dynamic_extent ? dynamic_extent : _Np * sizeof(_Tp)>
as_bytes(span<_Tp, _Np> __s) noexcept {
    return {reinterpret_cast<const ::std::byte*>(__s.data()), __s.size_bytes()};
}
template <class _Tp, ::std::size_t _Np, class = typename ::std::enable_if<!::std::is_const<_Tp>::value>::type>
PYCUCC_SPAN_HD span<::std::byte, _Np == dynamic_extent ? dynamic_extent : _Np * sizeof(_Tp)>
as_writable_bytes(span<_Tp, _Np> __s) noexcept {
    return {reinterpret_cast<::std::byte*>(__s.data()), __s.size_bytes()};
}
}  // namespace std
}  // namespace cuda
#endif
