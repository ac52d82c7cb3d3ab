/*
 * pycucc_cuda_complex.h - libcu++'s <cuda/std/complex> (rules: compiler/rules/libcu.rules): cuda::std::complex<T>
 * and its functions (abs, arg, norm, conj, proj, polar, exp, log, pow, sqrt, the trigonometric ones).
 *
 * cuda::std::complex is ::std::complex, found through pycucc_cuda_std.h's using-directive. In clang's HIP mode
 * <complex> is clang's wrapper (lib/Headers/cuda_wrappers/complex), which reads libstdc++'s under
 * `#pragma clang force_cuda_host_device`, so every member and function is device code too, on the device math
 * library's functions. A host compiler (pycucc's toolkit read by g++) reads libstdc++'s alone.
 * Not here: libcu++'s complex<__half> and complex<__nv_bfloat16>.
 * Reference: libcu++ documentation, "<cuda/std/complex>"; clang's CUDA documentation ("the standard library").
 */
#ifndef PYCUCC_CUDA_COMPLEX_H
#define PYCUCC_CUDA_COMPLEX_H
#include <complex>
#include "pycucc_cuda_std.h"
#endif
