// Every curand name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: hiprand
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hiprand/hiprand.h>
#include <curand.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_discrete.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_discrete2.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_globals.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_lognormal.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_mrg32k3a.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_mtgp32.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_mtgp32_kernel.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_normal.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_normal_static.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_philox4x32_x.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_poisson.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_precalc.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_uniform.h>
// CHECK: #include <hiprand/hiprand_mtgp32_host.h>
#include <curand_mtgp32_host.h>
// CHECK: #include <rocrand/rocrand_mtgp32_11213.h>
#include <curand_mtgp32dc_p_11213.h>

void use_all() {
  // CHECK:   (void)(hiprandStatus *)0;
  (void)(curandStatus *)0;
  // CHECK:   (void)HIPRAND_STATUS_SUCCESS;
  (void)CURAND_STATUS_SUCCESS;
  // CHECK:   (void)HIPRAND_STATUS_VERSION_MISMATCH;
  (void)CURAND_STATUS_VERSION_MISMATCH;
  // CHECK:   (void)HIPRAND_STATUS_NOT_INITIALIZED;
  (void)CURAND_STATUS_NOT_INITIALIZED;
  // CHECK:   (void)HIPRAND_STATUS_ALLOCATION_FAILED;
  (void)CURAND_STATUS_ALLOCATION_FAILED;
  // CHECK:   (void)HIPRAND_STATUS_TYPE_ERROR;
  (void)CURAND_STATUS_TYPE_ERROR;
  // CHECK:   (void)HIPRAND_STATUS_OUT_OF_RANGE;
  (void)CURAND_STATUS_OUT_OF_RANGE;
  // CHECK:   (void)HIPRAND_STATUS_LENGTH_NOT_MULTIPLE;
  (void)CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  // CHECK:   (void)HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED;
  (void)CURAND_STATUS_DOUBLE_PRECISION_REQUIRED;
  // CHECK:   (void)HIPRAND_STATUS_LAUNCH_FAILURE;
  (void)CURAND_STATUS_LAUNCH_FAILURE;
  // CHECK:   (void)HIPRAND_STATUS_PREEXISTING_FAILURE;
  (void)CURAND_STATUS_PREEXISTING_FAILURE;
  // CHECK:   (void)HIPRAND_STATUS_INITIALIZATION_FAILED;
  (void)CURAND_STATUS_INITIALIZATION_FAILED;
  // CHECK:   (void)HIPRAND_STATUS_ARCH_MISMATCH;
  (void)CURAND_STATUS_ARCH_MISMATCH;
  // CHECK:   (void)HIPRAND_STATUS_INTERNAL_ERROR;
  (void)CURAND_STATUS_INTERNAL_ERROR;
  // CHECK:   (void)(hiprandStatus_t *)0;
  (void)(curandStatus_t *)0;
  // CHECK:   (void)(hiprandRngType *)0;
  (void)(curandRngType *)0;
  // CHECK:   (void)HIPRAND_RNG_TEST;
  (void)CURAND_RNG_TEST;
  // CHECK:   (void)HIPRAND_RNG_PSEUDO_DEFAULT;
  (void)CURAND_RNG_PSEUDO_DEFAULT;
  // CHECK:   (void)HIPRAND_RNG_PSEUDO_XORWOW;
  (void)CURAND_RNG_PSEUDO_XORWOW;
  // CHECK:   (void)HIPRAND_RNG_PSEUDO_MRG32K3A;
  (void)CURAND_RNG_PSEUDO_MRG32K3A;
  // CHECK:   (void)HIPRAND_RNG_PSEUDO_MTGP32;
  (void)CURAND_RNG_PSEUDO_MTGP32;
  // CHECK:   (void)HIPRAND_RNG_PSEUDO_MT19937;
  (void)CURAND_RNG_PSEUDO_MT19937;
  // CHECK:   (void)HIPRAND_RNG_PSEUDO_PHILOX4_32_10;
  (void)CURAND_RNG_PSEUDO_PHILOX4_32_10;
  // CHECK:   (void)HIPRAND_RNG_QUASI_DEFAULT;
  (void)CURAND_RNG_QUASI_DEFAULT;
  // CHECK:   (void)HIPRAND_RNG_QUASI_SOBOL32;
  (void)CURAND_RNG_QUASI_SOBOL32;
  // CHECK:   (void)HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32;
  (void)CURAND_RNG_QUASI_SCRAMBLED_SOBOL32;
  // CHECK:   (void)HIPRAND_RNG_QUASI_SOBOL64;
  (void)CURAND_RNG_QUASI_SOBOL64;
  // CHECK:   (void)HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64;
  (void)CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
  // CHECK:   (void)(hiprandRngType_t *)0;
  (void)(curandRngType_t *)0;
  // CHECK:   (void)(hiprandDirectionVectors32_t *)0;
  (void)(curandDirectionVectors32_t *)0;
  // CHECK:   (void)(hiprandGenerator_st *)0;
  (void)(curandGenerator_st *)0;
  // CHECK:   (void)(hiprandGenerator_t *)0;
  (void)(curandGenerator_t *)0;
  // CHECK:   (void)(hiprandDiscreteDistribution_st *)0;
  (void)(curandDiscreteDistribution_st *)0;
  // CHECK:   (void)(hiprandDiscreteDistribution_t *)0;
  (void)(curandDiscreteDistribution_t *)0;
  // CHECK:   using ::hiprandCreateGenerator;
  using ::curandCreateGenerator;
  // CHECK:   using ::hiprandCreateGeneratorHost;
  using ::curandCreateGeneratorHost;
  // CHECK:   using ::hiprandDestroyGenerator;
  using ::curandDestroyGenerator;
  // CHECK:   using ::hiprandGetVersion;
  using ::curandGetVersion;
  // CHECK:   using ::hiprandSetStream;
  using ::curandSetStream;
  // CHECK:   using ::hiprandSetPseudoRandomGeneratorSeed;
  using ::curandSetPseudoRandomGeneratorSeed;
  // CHECK:   using ::hiprandSetGeneratorOffset;
  using ::curandSetGeneratorOffset;
  // CHECK:   using ::hiprandSetQuasiRandomGeneratorDimensions;
  using ::curandSetQuasiRandomGeneratorDimensions;
  // CHECK:   using ::hiprandGenerate;
  using ::curandGenerate;
  // CHECK:   using ::hiprandGenerateUniform;
  using ::curandGenerateUniform;
  // CHECK:   using ::hiprandGenerateUniformDouble;
  using ::curandGenerateUniformDouble;
  // CHECK:   using ::hiprandGenerateNormal;
  using ::curandGenerateNormal;
  // CHECK:   using ::hiprandGenerateNormalDouble;
  using ::curandGenerateNormalDouble;
  // CHECK:   using ::hiprandGenerateLogNormal;
  using ::curandGenerateLogNormal;
  // CHECK:   using ::hiprandGenerateLogNormalDouble;
  using ::curandGenerateLogNormalDouble;
  // CHECK:   using ::hiprandCreatePoissonDistribution;
  using ::curandCreatePoissonDistribution;
  // CHECK:   using ::hiprandDestroyDistribution;
  using ::curandDestroyDistribution;
  // CHECK:   using ::hiprandGeneratePoisson;
  using ::curandGeneratePoisson;
  // CHECK:   using ::hiprandGenerateSeeds;
  using ::curandGenerateSeeds;
  // CHECK:   (void)(mtgp32_params_fast_t *)0;
  (void)(mtgp32_params_fast_t *)0;
  // CHECK:   (void)(mtgp32_kernel_params_t *)0;
  (void)(mtgp32_kernel_params_t *)0;
  // CHECK:   (void)(hiprandStateMtgp32 *)0;
  (void)(curandStateMtgp32 *)0;
  // CHECK:   (void)(hiprandStateMtgp32_t *)0;
  (void)(curandStateMtgp32_t *)0;
  // CHECK:   using ::hiprandMakeMTGP32Constants;
  using ::curandMakeMTGP32Constants;
  // CHECK:   using ::hiprandMakeMTGP32KernelState;
  using ::curandMakeMTGP32KernelState;
  // CHECK:   (void)(hiprandStatePhilox4_32_10 *)0;
  (void)(curandStatePhilox4_32_10 *)0;
  // CHECK:   (void)(hiprandStatePhilox4_32_10_t *)0;
  (void)(curandStatePhilox4_32_10_t *)0;
  // CHECK:   (void)(hiprandStateXORWOW *)0;
  (void)(curandStateXORWOW *)0;
  // CHECK:   (void)(hiprandStateXORWOW_t *)0;
  (void)(curandStateXORWOW_t *)0;
  // CHECK:   (void)(hiprandStateMRG32k3a *)0;
  (void)(curandStateMRG32k3a *)0;
  // CHECK:   (void)(hiprandStateMRG32k3a_t *)0;
  (void)(curandStateMRG32k3a_t *)0;
  // CHECK:   (void)(hiprandStateSobol32 *)0;
  (void)(curandStateSobol32 *)0;
  // CHECK:   (void)(hiprandStateSobol32_t *)0;
  (void)(curandStateSobol32_t *)0;
  // CHECK:   (void)(hiprandState_t *)0;
  (void)(curandState_t *)0;
  // CHECK:   (void)(hiprandState *)0;
  (void)(curandState *)0;
  // CHECK:   (void)(HIPRAND_VERSION);
  (void)(CURAND_VERSION);
}

__device__ void use_device() {
  // CHECK:   using ::hiprand;
  using ::curand;
  // CHECK:   using ::hiprand_init;
  using ::curand_init;
  // CHECK:   using ::skipahead;
  using ::skipahead;
  // CHECK:   using ::skipahead_sequence;
  using ::skipahead_sequence;
  // CHECK:   using ::hiprand4;
  using ::curand4;
  // CHECK:   using ::skipahead_subsequence;
  using ::skipahead_subsequence;
  // CHECK:   using ::hiprand_uniform;
  using ::curand_uniform;
  // CHECK:   using ::hiprand_uniform_double;
  using ::curand_uniform_double;
  // CHECK:   using ::hiprand_uniform2_double;
  using ::curand_uniform2_double;
  // CHECK:   using ::hiprand_uniform4_double;
  using ::curand_uniform4_double;
  // CHECK:   using ::hiprand_uniform4;
  using ::curand_uniform4;
  // CHECK:   using ::hiprand_normal;
  using ::curand_normal;
  // CHECK:   using ::hiprand_normal2;
  using ::curand_normal2;
  // CHECK:   using ::hiprand_normal4;
  using ::curand_normal4;
  // CHECK:   using ::hiprand_normal_double;
  using ::curand_normal_double;
  // CHECK:   using ::hiprand_normal2_double;
  using ::curand_normal2_double;
  // CHECK:   using ::hiprand_normal4_double;
  using ::curand_normal4_double;
  // CHECK:   using ::hiprand_log_normal;
  using ::curand_log_normal;
  // CHECK:   using ::hiprand_log_normal2;
  using ::curand_log_normal2;
  // CHECK:   using ::hiprand_log_normal4;
  using ::curand_log_normal4;
  // CHECK:   using ::hiprand_log_normal_double;
  using ::curand_log_normal_double;
  // CHECK:   using ::hiprand_log_normal2_double;
  using ::curand_log_normal2_double;
  // CHECK:   using ::hiprand_log_normal4_double;
  using ::curand_log_normal4_double;
  // CHECK:   using ::hiprand_poisson;
  using ::curand_poisson;
  // CHECK:   using ::hiprand_poisson4;
  using ::curand_poisson4;
  // CHECK:   using ::hiprand_discrete;
  using ::curand_discrete;
  // CHECK:   using ::hiprand_discrete4;
  using ::curand_discrete4;
}
