/* pycucc_rand_end.h - after hipRAND's or rocRAND's device API: see pycucc_rand_begin.h. */
#if !defined(PYCUCC_HIP_OWN_VECTORS)
#include "pycucc_unhide_vectors.h"
#undef hiprand4
#undef hiprand_uniform4
#undef hiprand_uniform2_double
#undef hiprand_uniform4_double
#undef hiprand_normal2
#undef hiprand_normal4
#undef hiprand_normal2_double
#undef hiprand_normal4_double
#undef hiprand_log_normal2
#undef hiprand_log_normal4
#undef hiprand_log_normal2_double
#undef hiprand_log_normal4_double
#undef hiprand_poisson4
#undef hiprand_discrete4
#undef rocrand4
#undef rocrand_discrete4
#undef rocrand_log_normal2
#undef rocrand_log_normal4
#undef rocrand_log_normal_double2
#undef rocrand_log_normal_double4
#undef rocrand_normal2
#undef rocrand_normal4
#undef rocrand_normal_double2
#undef rocrand_normal_double4
#undef rocrand_poisson4
#undef rocrand_uniform2
#undef rocrand_uniform4
#undef rocrand_uniform_double2
#undef rocrand_uniform_double4
#ifndef PYCUCC_RAND_END_H
#define PYCUCC_RAND_END_H
/* The generator's vector result, as the CUDA vector type of the same components. */
#define PYCUCC_RAND_VECTOR(f)                                                                     \
    template <class... A>                                                                          \
    static __device__ __inline__ auto f(A... a) -> decltype(__pycucc_to_cuda(__pycucc_hip_##f(a...))) { \
        return __pycucc_to_cuda(__pycucc_hip_##f(a...));                                           \
    }
PYCUCC_RAND_VECTOR(hiprand4)
PYCUCC_RAND_VECTOR(hiprand_uniform4)
PYCUCC_RAND_VECTOR(hiprand_uniform2_double)
PYCUCC_RAND_VECTOR(hiprand_uniform4_double)
PYCUCC_RAND_VECTOR(hiprand_normal2)
PYCUCC_RAND_VECTOR(hiprand_normal4)
PYCUCC_RAND_VECTOR(hiprand_normal2_double)
PYCUCC_RAND_VECTOR(hiprand_normal4_double)
PYCUCC_RAND_VECTOR(hiprand_log_normal2)
PYCUCC_RAND_VECTOR(hiprand_log_normal4)
PYCUCC_RAND_VECTOR(hiprand_log_normal2_double)
PYCUCC_RAND_VECTOR(hiprand_log_normal4_double)
PYCUCC_RAND_VECTOR(hiprand_poisson4)
PYCUCC_RAND_VECTOR(hiprand_discrete4)
PYCUCC_RAND_VECTOR(rocrand4)
PYCUCC_RAND_VECTOR(rocrand_discrete4)
PYCUCC_RAND_VECTOR(rocrand_log_normal2)
PYCUCC_RAND_VECTOR(rocrand_log_normal4)
PYCUCC_RAND_VECTOR(rocrand_log_normal_double2)
PYCUCC_RAND_VECTOR(rocrand_log_normal_double4)
PYCUCC_RAND_VECTOR(rocrand_normal2)
PYCUCC_RAND_VECTOR(rocrand_normal4)
PYCUCC_RAND_VECTOR(rocrand_normal_double2)
PYCUCC_RAND_VECTOR(rocrand_normal_double4)
PYCUCC_RAND_VECTOR(rocrand_poisson4)
PYCUCC_RAND_VECTOR(rocrand_uniform2)
PYCUCC_RAND_VECTOR(rocrand_uniform4)
PYCUCC_RAND_VECTOR(rocrand_uniform_double2)
PYCUCC_RAND_VECTOR(rocrand_uniform_double4)
#undef PYCUCC_RAND_VECTOR
#endif
#endif
