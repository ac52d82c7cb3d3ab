/* pycucc_math_constants.h - the constants of CUDA's math_constants.h that most code uses (CUDA 13's values),
 * for pycucc's compile (pycucc_compat.h) and for host compilers (the toolkit's math_constants.h). */
#ifndef PYCUCC_MATH_CONSTANTS_H
#define PYCUCC_MATH_CONSTANTS_H
#ifndef CUDART_PI_F
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF_F __builtin_huge_valf()
#define CUDART_INF __builtin_huge_val()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_NAN __builtin_nan("")
#define CUDART_SQRT_2PI_F 2.506628275f
#define CUDART_RSQRT_2PI_F 0.398942280f
#define CUDART_LN2_F 0.693147181f
#endif
#endif /* PYCUCC_MATH_CONSTANTS_H */
