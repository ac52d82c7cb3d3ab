/* pycucc: libstdc++'s bits/c++config.h, then a device form of std::__glibcxx_assert_fail. libstdc++ 14 calls it
 * from its constexpr functions' precondition checks (std::polar's, through __glibcxx_assert), which clang's HIP
 * mode makes host and device functions; libstdc++ declares it for the host only, so clang 19 rejects the device
 * use (clang 20's own cuda_wrappers/bits/c++config.h adds the same overload). The check does nothing at run time
 * unless _GLIBCXX_ASSERTIONS is defined, where a failed precondition traps, as libstdc++ aborts on the host. */
#include_next <bits/c++config.h>
#if defined(__HIP__) && defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE >= 14 && !defined(PYCUCC_GLIBCXX_ASSERT_FAIL)
#define PYCUCC_GLIBCXX_ASSERT_FAIL 1
namespace std {
#if defined(_GLIBCXX_ASSERTIONS)
#if defined(_GLIBCXX_VERBOSE_ASSERT)
__attribute__((device, noreturn)) inline void __glibcxx_assert_fail(const char *, int, const char *,
                                                                    const char *) noexcept {
    __builtin_trap();
}
#endif
#elif _GLIBCXX_HAVE_IS_CONSTANT_EVALUATED
__attribute__((device, always_inline)) inline void __glibcxx_assert_fail() {}
#endif
}  // namespace std
#endif
