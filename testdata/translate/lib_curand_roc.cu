// The ROC option: curand names with a rocrand form, translated to it; compiled against rocrand's headers.
// LIBRARY: rocrand
// OPTIONS: roc=true
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <rocrand/rocrand.h>
#include <curand.h>
// CHECK: #include <rocrand/rocrand_kernel.h>
#include <curand_kernel.h>
// CHECK: #include <rocrand/rocrand_discrete.h>
#include <curand_discrete.h>
// CHECK: #include <rocrand/rocrand_discrete.h>
#include <curand_discrete2.h>
// CHECK: #include <rocrand/rocrand_common.h>
#include <curand_globals.h>
// CHECK: #include <rocrand/rocrand_log_normal.h>
#include <curand_lognormal.h>
// CHECK: #include <rocrand/rocrand_mrg32k3a.h>
#include <curand_mrg32k3a.h>
// CHECK: #include <rocrand/rocrand_mtgp32.h>
#include <curand_mtgp32.h>
// CHECK: #include <rocrand/rocrand_mtgp32.h>
#include <curand_mtgp32_kernel.h>
// CHECK: #include <rocrand/rocrand_normal.h>
#include <curand_normal.h>
// CHECK: #include <rocrand/rocrand_normal.h>
#include <curand_normal_static.h>
// CHECK: #include <rocrand/rocrand_philox4x32_10.h>
#include <curand_philox4x32_x.h>
// CHECK: #include <rocrand/rocrand_poisson.h>
#include <curand_poisson.h>
// CHECK: #include <rocrand/rocrand_xorwow_precomputed.h>
#include <curand_precalc.h>
// CHECK: #include <rocrand/rocrand_uniform.h>
#include <curand_uniform.h>
#include <curand_mtgp32_host.h>

void use_all() {
  // CHECK:   (void)(rocrand_status *)0;
  (void)(curandStatus *)0;
  // CHECK:   (void)ROCRAND_STATUS_SUCCESS;
  (void)CURAND_STATUS_SUCCESS;
  // CHECK:   (void)ROCRAND_STATUS_VERSION_MISMATCH;
  (void)CURAND_STATUS_VERSION_MISMATCH;
  // CHECK:   (void)ROCRAND_STATUS_NOT_CREATED;
  (void)CURAND_STATUS_NOT_INITIALIZED;
  // CHECK:   (void)ROCRAND_STATUS_ALLOCATION_FAILED;
  (void)CURAND_STATUS_ALLOCATION_FAILED;
  // CHECK:   (void)ROCRAND_STATUS_TYPE_ERROR;
  (void)CURAND_STATUS_TYPE_ERROR;
  // CHECK:   (void)ROCRAND_STATUS_OUT_OF_RANGE;
  (void)CURAND_STATUS_OUT_OF_RANGE;
  // CHECK:   (void)ROCRAND_STATUS_LENGTH_NOT_MULTIPLE;
  (void)CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  // CHECK:   (void)ROCRAND_STATUS_DOUBLE_PRECISION_REQUIRED;
  (void)CURAND_STATUS_DOUBLE_PRECISION_REQUIRED;
  // CHECK:   (void)ROCRAND_STATUS_LAUNCH_FAILURE;
  (void)CURAND_STATUS_LAUNCH_FAILURE;
  // CHECK:   (void)ROCRAND_STATUS_INTERNAL_ERROR;
  (void)CURAND_STATUS_INTERNAL_ERROR;
  // CHECK:   (void)(rocrand_status *)0;
  (void)(curandStatus_t *)0;
  // CHECK:   (void)(rocrand_rng_type *)0;
  (void)(curandRngType *)0;
  // CHECK:   (void)ROCRAND_RNG_PSEUDO_DEFAULT;
  (void)CURAND_RNG_PSEUDO_DEFAULT;
  // CHECK:   (void)ROCRAND_RNG_PSEUDO_XORWOW;
  (void)CURAND_RNG_PSEUDO_XORWOW;
  // CHECK:   (void)ROCRAND_RNG_PSEUDO_MRG32K3A;
  (void)CURAND_RNG_PSEUDO_MRG32K3A;
  // CHECK:   (void)ROCRAND_RNG_PSEUDO_MTGP32;
  (void)CURAND_RNG_PSEUDO_MTGP32;
  // CHECK:   (void)ROCRAND_RNG_PSEUDO_PHILOX4_32_10;
  (void)CURAND_RNG_PSEUDO_PHILOX4_32_10;
  // CHECK:   (void)ROCRAND_RNG_QUASI_DEFAULT;
  (void)CURAND_RNG_QUASI_DEFAULT;
  // CHECK:   (void)ROCRAND_RNG_QUASI_SOBOL32;
  (void)CURAND_RNG_QUASI_SOBOL32;
  // CHECK:   (void)ROCRAND_RNG_QUASI_SOBOL64;
  (void)CURAND_RNG_QUASI_SOBOL64;
  // CHECK:   (void)(rocrand_rng_type *)0;
  (void)(curandRngType_t *)0;
  // CHECK:   (void)(rocrand_generator_base_type *)0;
  (void)(curandGenerator_st *)0;
  // CHECK:   (void)(rocrand_generator *)0;
  (void)(curandGenerator_t *)0;
  // CHECK:   (void)(rocrand_discrete_distribution_st *)0;
  (void)(curandDiscreteDistribution_st *)0;
  // CHECK:   (void)(rocrand_discrete_distribution *)0;
  (void)(curandDiscreteDistribution_t *)0;
  // CHECK:   using ::rocrand_create_generator;
  using ::curandCreateGenerator;
  // CHECK:   using ::rocrand_destroy_generator;
  using ::curandDestroyGenerator;
  // CHECK:   using ::rocrand_get_version;
  using ::curandGetVersion;
  // CHECK:   using ::rocrand_set_stream;
  using ::curandSetStream;
  // CHECK:   using ::rocrand_set_seed;
  using ::curandSetPseudoRandomGeneratorSeed;
  // CHECK:   using ::rocrand_set_offset;
  using ::curandSetGeneratorOffset;
  // CHECK:   using ::rocrand_set_quasi_random_generator_dimensions;
  using ::curandSetQuasiRandomGeneratorDimensions;
  // CHECK:   using ::rocrand_generate;
  using ::curandGenerate;
  // CHECK:   using ::rocrand_generate_uniform;
  using ::curandGenerateUniform;
  // CHECK:   using ::rocrand_generate_uniform_double;
  using ::curandGenerateUniformDouble;
  // CHECK:   using ::rocrand_generate_normal;
  using ::curandGenerateNormal;
  // CHECK:   using ::rocrand_generate_normal_double;
  using ::curandGenerateNormalDouble;
  // CHECK:   using ::rocrand_generate_log_normal;
  using ::curandGenerateLogNormal;
  // CHECK:   using ::rocrand_generate_log_normal_double;
  using ::curandGenerateLogNormalDouble;
  // CHECK:   using ::rocrand_create_poisson_distribution;
  using ::curandCreatePoissonDistribution;
  // CHECK:   using ::rocrand_destroy_discrete_distribution;
  using ::curandDestroyDistribution;
  // CHECK:   using ::rocrand_generate_poisson;
  using ::curandGeneratePoisson;
  // CHECK:   using ::rocrand_initialize_generator;
  using ::curandGenerateSeeds;
  // CHECK:   (void)(rocrand_state_mtgp32 *)0;
  (void)(curandStateMtgp32 *)0;
  // CHECK:   (void)(rocrand_state_mtgp32 *)0;
  (void)(curandStateMtgp32_t *)0;
  // CHECK:   using ::rocrand_make_constant;
  using ::curandMakeMTGP32Constants;
  // CHECK:   using ::rocrand_make_state_mtgp32;
  using ::curandMakeMTGP32KernelState;
  // CHECK:   (void)(rocrand_state_philox4x32_10 *)0;
  (void)(curandStatePhilox4_32_10 *)0;
  // CHECK:   (void)(rocrand_state_philox4x32_10 *)0;
  (void)(curandStatePhilox4_32_10_t *)0;
  // CHECK:   (void)(rocrand_state_xorwow *)0;
  (void)(curandStateXORWOW *)0;
  // CHECK:   (void)(rocrand_state_mrg32k3a *)0;
  (void)(curandStateMRG32k3a *)0;
  // CHECK:   (void)(rocrand_state_mrg32k3a *)0;
  (void)(curandStateMRG32k3a_t *)0;
  // CHECK:   (void)(rocrand_state_sobol32 *)0;
  (void)(curandStateSobol32 *)0;
  // CHECK:   (void)(rocrand_state_sobol32 *)0;
  (void)(curandStateSobol32_t *)0;
  // CHECK:   (void)(rocrand_state_sobol64 *)0;
  (void)(curandStateSobol64 *)0;
  // CHECK:   (void)(rocrand_state_sobol64 *)0;
  (void)(curandStateSobol64_t *)0;
  // CHECK:   (void)(ROCRAND_VERSION);
  (void)(CURAND_VERSION);
}

__device__ void use_device() {
  // CHECK:   using ::rocrand;
  using ::curand;
  // CHECK:   using ::rocrand_init;
  using ::curand_init;
  // CHECK:   using ::rocrand_uniform;
  using ::curand_uniform;
  // CHECK:   using ::rocrand_uniform_double;
  using ::curand_uniform_double;
  // CHECK:   using ::rocrand_uniform_double2;
  using ::curand_uniform2_double;
  // CHECK:   using ::rocrand_uniform_double4;
  using ::curand_uniform4_double;
  // CHECK:   using ::rocrand_uniform4;
  using ::curand_uniform4;
  // CHECK:   using ::rocrand_normal;
  using ::curand_normal;
  // CHECK:   using ::rocrand_normal2;
  using ::curand_normal2;
  // CHECK:   using ::rocrand_normal4;
  using ::curand_normal4;
  // CHECK:   using ::rocrand_normal_double;
  using ::curand_normal_double;
  // CHECK:   using ::rocrand_normal_double2;
  using ::curand_normal2_double;
  // CHECK:   using ::rocrand_normal_double4;
  using ::curand_normal4_double;
  // CHECK:   using ::rocrand_log_normal;
  using ::curand_log_normal;
  // CHECK:   using ::rocrand_log_normal2;
  using ::curand_log_normal2;
  // CHECK:   using ::rocrand_log_normal4;
  using ::curand_log_normal4;
  // CHECK:   using ::rocrand_log_normal_double;
  using ::curand_log_normal_double;
  // CHECK:   using ::rocrand_log_normal_double2;
  using ::curand_log_normal2_double;
  // CHECK:   using ::rocrand_log_normal_double4;
  using ::curand_log_normal4_double;
  // CHECK:   using ::rocrand_poisson;
  using ::curand_poisson;
  // CHECK:   using ::rocrand_poisson4;
  using ::curand_poisson4;
  // CHECK:   using ::rocrand_discrete;
  using ::curand_discrete;
  // CHECK:   using ::rocrand_discrete4;
  using ::curand_discrete4;
}
