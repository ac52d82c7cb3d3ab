// The ROC option: curand names whose rocrand form is newer than the rocrand headers the tests compile against: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
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
  // CHECK:   (void)ROCRAND_RNG_PSEUDO_MT19937;
  (void)CURAND_RNG_PSEUDO_MT19937;
  // CHECK:   (void)ROCRAND_RNG_QUASI_SCRAMBLED_SOBOL32;
  (void)CURAND_RNG_QUASI_SCRAMBLED_SOBOL32;
  // CHECK:   (void)ROCRAND_RNG_QUASI_SCRAMBLED_SOBOL64;
  (void)CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
  // CHECK:   (void)(rocrand_ordering *)0;
  (void)(curandOrdering *)0;
  // CHECK:   (void)ROCRAND_ORDERING_PSEUDO_BEST;
  (void)CURAND_ORDERING_PSEUDO_BEST;
  // CHECK:   (void)ROCRAND_ORDERING_PSEUDO_DEFAULT;
  (void)CURAND_ORDERING_PSEUDO_DEFAULT;
  // CHECK:   (void)ROCRAND_ORDERING_PSEUDO_SEEDED;
  (void)CURAND_ORDERING_PSEUDO_SEEDED;
  // CHECK:   (void)ROCRAND_ORDERING_PSEUDO_LEGACY;
  (void)CURAND_ORDERING_PSEUDO_LEGACY;
  // CHECK:   (void)ROCRAND_ORDERING_PSEUDO_DYNAMIC;
  (void)CURAND_ORDERING_PSEUDO_DYNAMIC;
  // CHECK:   (void)ROCRAND_ORDERING_QUASI_DEFAULT;
  (void)CURAND_ORDERING_QUASI_DEFAULT;
  // CHECK:   (void)(rocrand_ordering *)0;
  (void)(curandOrdering_t *)0;
  // CHECK:   (void)(rocrand_direction_vector_set *)0;
  (void)(curandDirectionVectorSet *)0;
  // CHECK:   (void)ROCRAND_DIRECTION_VECTORS_32_JOEKUO6;
  (void)CURAND_DIRECTION_VECTORS_32_JOEKUO6;
  // CHECK:   (void)ROCRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6;
  (void)CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6;
  // CHECK:   (void)ROCRAND_DIRECTION_VECTORS_64_JOEKUO6;
  (void)CURAND_DIRECTION_VECTORS_64_JOEKUO6;
  // CHECK:   (void)ROCRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6;
  (void)CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6;
  // CHECK:   (void)(rocrand_direction_vector_set *)0;
  (void)(curandDirectionVectorSet_t *)0;
  // CHECK:   using ::rocrand_create_generator_host_blocking;
  using ::curandCreateGeneratorHost;
  // CHECK:   using ::rocrand_set_ordering;
  using ::curandSetGeneratorOrdering;
  // CHECK:   using ::rocrand_generate_long_long;
  using ::curandGenerateLongLong;
  // CHECK:   using ::rocrand_get_direction_vectors32;
  using ::curandGetDirectionVectors32;
  // CHECK:   using ::rocrand_get_scramble_constants32;
  using ::curandGetScrambleConstants32;
  // CHECK:   using ::rocrand_get_direction_vectors64;
  using ::curandGetDirectionVectors64;
  // CHECK:   using ::rocrand_get_scramble_constants64;
  using ::curandGetScrambleConstants64;
  // CHECK:   (void)(rocrand_state_scrambled_sobol32 *)0;
  (void)(curandStateScrambledSobol32_t *)0;
  // CHECK:   (void)(rocrand_state_scrambled_sobol64 *)0;
  (void)(curandStateScrambledSobol64_t *)0;
}
