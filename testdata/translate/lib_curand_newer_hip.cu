// curand names whose HIP counterpart is newer than the ROCm headers the tests compile against (hip_since), or in a library Debian lacks: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>
#include <curand_discrete.h>
#include <curand_discrete2.h>
#include <curand_globals.h>
#include <curand_lognormal.h>
#include <curand_mrg32k3a.h>
#include <curand_mtgp32.h>
#include <curand_mtgp32_kernel.h>
#include <curand_normal.h>
#include <curand_normal_static.h>
#include <curand_philox4x32_x.h>
#include <curand_poisson.h>
#include <curand_precalc.h>
#include <curand_uniform.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>

void use_all() {
  // CHECK:   (void)(hiprandOrdering *)0;
  (void)(curandOrdering *)0;
  // CHECK:   (void)HIPRAND_ORDERING_PSEUDO_BEST;
  (void)CURAND_ORDERING_PSEUDO_BEST;
  // CHECK:   (void)HIPRAND_ORDERING_PSEUDO_DEFAULT;
  (void)CURAND_ORDERING_PSEUDO_DEFAULT;
  // CHECK:   (void)HIPRAND_ORDERING_PSEUDO_SEEDED;
  (void)CURAND_ORDERING_PSEUDO_SEEDED;
  // CHECK:   (void)HIPRAND_ORDERING_PSEUDO_LEGACY;
  (void)CURAND_ORDERING_PSEUDO_LEGACY;
  // CHECK:   (void)HIPRAND_ORDERING_PSEUDO_DYNAMIC;
  (void)CURAND_ORDERING_PSEUDO_DYNAMIC;
  // CHECK:   (void)HIPRAND_ORDERING_QUASI_DEFAULT;
  (void)CURAND_ORDERING_QUASI_DEFAULT;
  // CHECK:   (void)(hiprandOrdering_t *)0;
  (void)(curandOrdering_t *)0;
  // CHECK:   (void)(hiprandDirectionVectorSet_t *)0;
  (void)(curandDirectionVectorSet *)0;
  // CHECK:   (void)HIPRAND_DIRECTION_VECTORS_32_JOEKUO6;
  (void)CURAND_DIRECTION_VECTORS_32_JOEKUO6;
  // CHECK:   (void)HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6;
  (void)CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6;
  // CHECK:   (void)HIPRAND_DIRECTION_VECTORS_64_JOEKUO6;
  (void)CURAND_DIRECTION_VECTORS_64_JOEKUO6;
  // CHECK:   (void)HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6;
  (void)CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6;
  // CHECK:   (void)(hiprandDirectionVectorSet_t *)0;
  (void)(curandDirectionVectorSet_t *)0;
  // CHECK:   (void)(hiprandDirectionVectors64_t *)0;
  (void)(curandDirectionVectors64_t *)0;
  // CHECK:   using ::hiprandSetGeneratorOrdering;
  using ::curandSetGeneratorOrdering;
  // CHECK:   using ::hiprandGenerateLongLong;
  using ::curandGenerateLongLong;
  // CHECK:   using ::hiprandGetDirectionVectors32;
  using ::curandGetDirectionVectors32;
  // CHECK:   using ::hiprandGetScrambleConstants32;
  using ::curandGetScrambleConstants32;
  // CHECK:   using ::hiprandGetDirectionVectors64;
  using ::curandGetDirectionVectors64;
  // CHECK:   using ::hiprandGetScrambleConstants64;
  using ::curandGetScrambleConstants64;
  // CHECK:   (void)(hiprandStateScrambledSobol32 *)0;
  (void)(curandStateScrambledSobol32 *)0;
  // CHECK:   (void)(hiprandStateScrambledSobol32_t *)0;
  (void)(curandStateScrambledSobol32_t *)0;
  // CHECK:   (void)(hiprandStateSobol64 *)0;
  (void)(curandStateSobol64 *)0;
  // CHECK:   (void)(hiprandStateSobol64_t *)0;
  (void)(curandStateSobol64_t *)0;
  // CHECK:   (void)(hiprandStateScrambledSobol64 *)0;
  (void)(curandStateScrambledSobol64 *)0;
  // CHECK:   (void)(hiprandStateScrambledSobol64_t *)0;
  (void)(curandStateScrambledSobol64_t *)0;
}
