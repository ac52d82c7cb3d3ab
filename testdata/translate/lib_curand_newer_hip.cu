// curand names whose HIP counterpart is newer than the ROCm headers the tests compile against (hip_since), or in a library Debian lacks: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>

void use_all() {
  // CHECK:   (void)(hiprandDirectionVectors64_t *)0;
  (void)(curandDirectionVectors64_t *)0;
  // CHECK:   using ::hiprandGenerateLongLong;
  using ::curandGenerateLongLong;
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
