/* pycucc_rand_begin.h - before hipRAND's or rocRAND's device API is read (wrap/hiprand/hiprand_kernel.h,
 * wrap/rocrand/rocrand_kernel.h): rocRAND is built on HIP's vector types (its philox generator indexes
 * uint4::data), so it is read with HIP's, and its functions that return a vector take other names;
 * pycucc_rand_end.h gives them back under their own names, returning CUDA's vector types. No include guard. */
#include "pycucc_hip_vectors.h"
#if !defined(PYCUCC_HIP_OWN_VECTORS)
#define hiprand4 __pycucc_hip_hiprand4
#define hiprand_uniform4 __pycucc_hip_hiprand_uniform4
#define hiprand_uniform2_double __pycucc_hip_hiprand_uniform2_double
#define hiprand_uniform4_double __pycucc_hip_hiprand_uniform4_double
#define hiprand_normal2 __pycucc_hip_hiprand_normal2
#define hiprand_normal4 __pycucc_hip_hiprand_normal4
#define hiprand_normal2_double __pycucc_hip_hiprand_normal2_double
#define hiprand_normal4_double __pycucc_hip_hiprand_normal4_double
#define hiprand_log_normal2 __pycucc_hip_hiprand_log_normal2
#define hiprand_log_normal4 __pycucc_hip_hiprand_log_normal4
#define hiprand_log_normal2_double __pycucc_hip_hiprand_log_normal2_double
#define hiprand_log_normal4_double __pycucc_hip_hiprand_log_normal4_double
#define hiprand_poisson4 __pycucc_hip_hiprand_poisson4
#define hiprand_discrete4 __pycucc_hip_hiprand_discrete4
#define rocrand4 __pycucc_hip_rocrand4
#define rocrand_discrete4 __pycucc_hip_rocrand_discrete4
#define rocrand_log_normal2 __pycucc_hip_rocrand_log_normal2
#define rocrand_log_normal4 __pycucc_hip_rocrand_log_normal4
#define rocrand_log_normal_double2 __pycucc_hip_rocrand_log_normal_double2
#define rocrand_log_normal_double4 __pycucc_hip_rocrand_log_normal_double4
#define rocrand_normal2 __pycucc_hip_rocrand_normal2
#define rocrand_normal4 __pycucc_hip_rocrand_normal4
#define rocrand_normal_double2 __pycucc_hip_rocrand_normal_double2
#define rocrand_normal_double4 __pycucc_hip_rocrand_normal_double4
#define rocrand_poisson4 __pycucc_hip_rocrand_poisson4
#define rocrand_uniform2 __pycucc_hip_rocrand_uniform2
#define rocrand_uniform4 __pycucc_hip_rocrand_uniform4
#define rocrand_uniform_double2 __pycucc_hip_rocrand_uniform_double2
#define rocrand_uniform_double4 __pycucc_hip_rocrand_uniform_double4
#include "pycucc_hide_vectors.h"
#endif
