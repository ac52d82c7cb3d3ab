// libcu++'s <cuda/std/complex> in device code (tests/test_libcu.py runs it on the emulator); nvcc 13 compiles it
// with CUDA's libcu++ (nvcc -c -arch=sm_80).
#include <cuda/std/complex>

extern "C" __global__ void complex_ops(float* out, double* d) {
    const int t = threadIdx.x;
    cuda::std::complex<float> a(1.0f + t, 2.0f), b(3.0f, -1.0f - t);
    auto c = a * b + cuda::std::conj(a) / b;
    out[8 * t + 0] = c.real();
    out[8 * t + 1] = c.imag();
    out[8 * t + 2] = cuda::std::abs(b);
    out[8 * t + 3] = cuda::std::arg(a);
    auto s = cuda::std::sqrt(cuda::std::complex<float>(-4.0f * (t + 1), 0.0f));
    out[8 * t + 4] = s.real();
    out[8 * t + 5] = s.imag();
    a += 1.5f;
    a *= b;
    out[8 * t + 6] = a.real();
    out[8 * t + 7] = (a == cuda::std::complex<float>(a.real(), a.imag())) + (a != b);
    if (t == 0) {
        auto e = cuda::std::exp(cuda::std::complex<double>(0.0, 1.0));
        d[0] = e.real();
        d[1] = e.imag();
        d[2] = cuda::std::norm(cuda::std::complex<double>(3, 4));
        auto p = cuda::std::polar(2.0, 0.5);
        d[3] = p.real();
        d[4] = p.imag();
        auto l = cuda::std::log(cuda::std::complex<double>(1.0, 1.0));
        d[5] = l.real();
        d[6] = l.imag();
        d[7] = cuda::std::pow(cuda::std::complex<double>(0.0, 1.0), 2.0).real();
    }
}
