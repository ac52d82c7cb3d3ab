/*
 * pycucc_host_math.h - the host side of CUDA's math API that HIP gives only on the device.
 *
 * CUDA declares these functions __host__ __device__ (CUDA 13 crt/math_functions.h, the `__func__(...)` list near
 * its end: "host implementations of device functions"), so a .cu file calls rsqrtf or normcdfinv from host code,
 * typically in a CPU reference check, and nvcc builds it.  HIP (clang's __clang_hip_math.h and
 * amd_detail/amd_math_functions.h) declares them __device__ only: the same call is "no matching function".  Each
 * one is defined here __host__ only, which clang's CUDA/HIP target overloading keeps apart from HIP's device
 * function of the same signature (clang's docs, "CUDA host/device overloading"), so device code still gets HIP's
 * (OCML's) version.  Host compilers reading cuda_runtime.h do not see these in CUDA either (func_macro.h), so this
 * header is for .cu compiles only.
 *
 * Accuracy: the double functions are exact for the cases CUDA's documentation singles out (sinpi/cospi at
 * integers and half-integers, the special values of each function's reference section) and within a few ulp
 * elsewhere; the float ones are computed in double and rounded once.  Reference: CUDA Math API, "Single
 * Precision Mathematical Functions" and "Double Precision Mathematical Functions".
 */
#ifndef PYCUCC_HOST_MATH_H
#define PYCUCC_HOST_MATH_H

#include <cmath>
#include <limits>

/* Templates (never instantiated unless called), so that a header defining one of these as a plain function (rocThrust's
   thrust/random/detail/erfcinv.h defines a host erfcinv) is not a redefinition, and its definition wins the call. */
#define PYCUCC_HOST_MATH template <class __PycuccUnused = void> static __host__ inline

PYCUCC_HOST_MATH double rsqrt(double a) { return 1.0 / std::sqrt(a); }
PYCUCC_HOST_MATH float rsqrtf(float a) { return static_cast<float>(1.0 / std::sqrt(static_cast<double>(a))); }
PYCUCC_HOST_MATH double rcbrt(double a) { return 1.0 / std::cbrt(a); }
PYCUCC_HOST_MATH float rcbrtf(float a) { return static_cast<float>(1.0 / std::cbrt(static_cast<double>(a))); }

/* sin(pi x) and cos(pi x) with the argument reduced exactly (fmod is exact, and 0.5 - r and 1 - r are exact for
   r in [0.25, 1] by Sterbenz's lemma), so integers and half-integers give exact zeros and ones. */
PYCUCC_HOST_MATH double __pycucc_sinpi_reduced(double r) {  /* r in [0, 1] */
    const double pi = 3.14159265358979323846;
    if (r <= 0.25) return std::sin(pi * r);
    if (r <= 0.75) return std::cos(pi * (0.5 - r));
    return std::sin(pi * (1.0 - r));
}
PYCUCC_HOST_MATH double __pycucc_cospi_reduced(double r) {  /* r in [0, 1] */
    const double pi = 3.14159265358979323846;
    if (r <= 0.25) return std::cos(pi * r);
    if (r < 0.75) return std::sin(pi * (0.5 - r));
    return -std::cos(pi * (1.0 - r));
}
PYCUCC_HOST_MATH double sinpi(double a) {
    if (!std::isfinite(a)) return a - a;
    double r = std::fmod(std::fabs(a), 2.0);  /* sin(pi a) has period 2 and is odd */
    double s = r > 1.0 ? -__pycucc_sinpi_reduced(r - 1.0) : __pycucc_sinpi_reduced(r);
    if (s == 0.0) return std::copysign(0.0, a);
    return a < 0 ? -s : s;
}
PYCUCC_HOST_MATH double cospi(double a) {
    if (!std::isfinite(a)) return a - a;
    double r = std::fmod(std::fabs(a), 2.0);  /* even, period 2 */
    if (r > 1.0) r = 2.0 - r;
    double c = __pycucc_cospi_reduced(r);
    return c == 0.0 ? 0.0 : c;
}
PYCUCC_HOST_MATH void sincospi(double a, double* sptr, double* cptr) { *sptr = sinpi(a); *cptr = cospi(a); }
PYCUCC_HOST_MATH float sinpif(float a) { return static_cast<float>(sinpi(a)); }
PYCUCC_HOST_MATH float cospif(float a) { return static_cast<float>(cospi(a)); }
PYCUCC_HOST_MATH void sincospif(float a, float* sptr, float* cptr) { *sptr = sinpif(a); *cptr = cospif(a); }

/* erf^-1 and erfc^-1 by Newton's method.  Near the middle (erf^-1 of |y| <= 0.5, so erfc^-1 of y in [0.5, 1.5])
   on erf itself, where small arguments keep their relative accuracy; 1 - y is exact there (Sterbenz's lemma).  In
   the tails on log(erfc(x)) = log(y), which stays well conditioned down to the smallest subnormal y, started from
   the asymptotic x ~ sqrt(-log y). */
PYCUCC_HOST_MATH double __pycucc_erfinv_middle(double a) {  /* |a| <= 0.5 */
    const double two_over_sqrt_pi = 1.12837916709551257390;
    double u = a * 0.88622692545275801365;  /* sqrt(pi)/2: the series' first terms */
    double x = u + u * u * u / 3.0;
    for (int i = 0; i < 60 && x != 0.0; ++i) {
        double step = (std::erf(x) - a) / (two_over_sqrt_pi * std::exp(-x * x));
        x -= step;
        if (std::fabs(step) <= 1e-17 * std::fabs(x)) break;
    }
    return x;
}
PYCUCC_HOST_MATH double __pycucc_erfcinv_tail(double y) {  /* 0 < y < 0.5 */
    const double two_over_sqrt_pi = 1.12837916709551257390;
    const double log_y = std::log(y);
    double t = std::sqrt(-log_y);
    double x = t - std::log(t) / (2.0 * t) - 0.3;
    if (x < 0.45) x = 0.45;
    for (int i = 0; i < 60; ++i) {
        double e = std::erfc(x);
        if (!(e > 0.0)) break;
        double step = (std::log(e) - log_y) * e / (two_over_sqrt_pi * std::exp(-x * x));
        x += step;
        if (std::fabs(step) <= 1e-17 * std::fabs(x)) break;
    }
    return x;
}
PYCUCC_HOST_MATH double erfcinv(double a) {
    if (!(a >= 0.0 && a <= 2.0)) return std::numeric_limits<double>::quiet_NaN();
    if (a == 0.0) return std::numeric_limits<double>::infinity();
    if (a == 2.0) return -std::numeric_limits<double>::infinity();
    if (a > 1.5) return -__pycucc_erfcinv_tail(2.0 - a);
    if (a >= 0.5) return __pycucc_erfinv_middle(1.0 - a);
    return __pycucc_erfcinv_tail(a);
}
PYCUCC_HOST_MATH double erfinv(double a) {
    if (!(a >= -1.0 && a <= 1.0)) return std::numeric_limits<double>::quiet_NaN();
    if (a == 1.0) return std::numeric_limits<double>::infinity();
    if (a == -1.0) return -std::numeric_limits<double>::infinity();
    if (a > 0.5) return __pycucc_erfcinv_tail(1.0 - a);
    if (a < -0.5) return -__pycucc_erfcinv_tail(1.0 + a);
    return __pycucc_erfinv_middle(a);
}
PYCUCC_HOST_MATH float erfinvf(float a) { return static_cast<float>(erfinv(a)); }
PYCUCC_HOST_MATH float erfcinvf(float a) { return static_cast<float>(erfcinv(a)); }

/* The standard normal distribution: Phi(x) = erfc(-x / sqrt 2) / 2 and Phi^-1(p) = -sqrt 2 erfc^-1(2p). */
/* normcdf: -a/sqrt 2 carries a rounding error that erfc magnifies by about 2x^2 in the tail; the error is
   computed exactly (fma, and 1/sqrt 2 in two parts) and added back to first order: erfc'(x) = -2/sqrt(pi) e^-x^2. */
PYCUCC_HOST_MATH double normcdf(double a) {
    const double c_hi = 0.70710678118654757274, c_lo = -4.8336466567264567e-17;  /* 1/sqrt 2 = c_hi + c_lo */
    if (!std::isfinite(a)) return 0.5 * std::erfc(-a);
    double t = -a * c_hi;
    double err = std::fma(-a, c_hi, -t) - a * c_lo;
    return 0.5 * (std::erfc(t) - 1.12837916709551257390 * std::exp(-t * t) * err);
}
PYCUCC_HOST_MATH double normcdfinv(double a) { return -1.41421356237309504880 * erfcinv(2.0 * a); }
PYCUCC_HOST_MATH float normcdff(float a) { return static_cast<float>(normcdf(a)); }
PYCUCC_HOST_MATH float normcdfinvf(float a) { return static_cast<float>(normcdfinv(a)); }

/* erfcx(x) = exp(x^2) erfc(x).  Up to x = 26, where erfc is still a normal number, the product with x^2 split
   exactly into hi + lo (fma) so that exp's argument carries no rounding; beyond, the continued fraction
   erfcx(x) = 1/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))) (Abramowitz and Stegun 7.1.14), which has
   converged to double precision in 60 terms there.  For x < 0, erfcx(x) = 2 exp(x^2) - erfcx(-x). */
PYCUCC_HOST_MATH double erfcx(double a) {
    if (std::isnan(a)) return a;
    if (a < 0.0) {
        if (a < -26.7) return std::numeric_limits<double>::infinity();
        double hi = a * a, lo = std::fma(a, a, -hi);
        return 2.0 * std::exp(hi) * (1.0 + lo) - erfcx(-a);
    }
    if (a <= 26.0) {
        double hi = a * a, lo = std::fma(a, a, -hi);
        return std::exp(hi) * (1.0 + lo) * std::erfc(a);
    }
    if (std::isinf(a)) return 0.0;
    double f = a;
    for (int k = 60; k >= 1; --k) f = a + (0.5 * k) / f;
    return 0.56418958354775628695 / f;  /* 1/sqrt(pi) */
}
PYCUCC_HOST_MATH float erfcxf(float a) { return static_cast<float>(erfcx(a)); }

#undef PYCUCC_HOST_MATH
#endif
