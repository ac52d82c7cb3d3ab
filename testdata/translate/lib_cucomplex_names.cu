// Every cucomplex name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: hip_complex (HIP's own hip/hip_complex.h)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_complex.h>
#include <cuComplex.h>
// CHECK: #include <hip/library_types.h>
#include <library_types.h>

void use_all() {
  // CHECK:   (void)(hipFloatComplex *)0;
  (void)(cuFloatComplex *)0;
  // CHECK:   (void)(hipDoubleComplex *)0;
  (void)(cuDoubleComplex *)0;
  // CHECK:   (void)(hipComplex *)0;
  (void)(cuComplex *)0;
  // CHECK:   using ::hipCrealf;
  using ::cuCrealf;
  // CHECK:   using ::hipCimagf;
  using ::cuCimagf;
  // CHECK:   using ::make_hipFloatComplex;
  using ::make_cuFloatComplex;
  // CHECK:   using ::hipConjf;
  using ::cuConjf;
  // CHECK:   using ::hipCaddf;
  using ::cuCaddf;
  // CHECK:   using ::hipCsubf;
  using ::cuCsubf;
  // CHECK:   using ::hipCmulf;
  using ::cuCmulf;
  // CHECK:   using ::hipCdivf;
  using ::cuCdivf;
  // CHECK:   using ::hipCabsf;
  using ::cuCabsf;
  // CHECK:   using ::hipCreal;
  using ::cuCreal;
  // CHECK:   using ::hipCimag;
  using ::cuCimag;
  // CHECK:   using ::make_hipDoubleComplex;
  using ::make_cuDoubleComplex;
  // CHECK:   using ::hipConj;
  using ::cuConj;
  // CHECK:   using ::hipCadd;
  using ::cuCadd;
  // CHECK:   using ::hipCsub;
  using ::cuCsub;
  // CHECK:   using ::hipCmul;
  using ::cuCmul;
  // CHECK:   using ::hipCdiv;
  using ::cuCdiv;
  // CHECK:   using ::hipCabs;
  using ::cuCabs;
  // CHECK:   using ::make_hipComplex;
  using ::make_cuComplex;
  // CHECK:   using ::hipComplexFloatToDouble;
  using ::cuComplexFloatToDouble;
  // CHECK:   using ::hipComplexDoubleToFloat;
  using ::cuComplexDoubleToFloat;
  // CHECK:   using ::hipCfmaf;
  using ::cuCfmaf;
  // CHECK:   using ::hipCfma;
  using ::cuCfma;
  // CHECK:   (void)(hipLibraryPropertyType *)0;
  (void)(libraryPropertyType_t *)0;
  // CHECK:   (void)HIP_LIBRARY_MAJOR_VERSION;
  (void)MAJOR_VERSION;
  // CHECK:   (void)HIP_LIBRARY_MINOR_VERSION;
  (void)MINOR_VERSION;
  // CHECK:   (void)HIP_LIBRARY_PATCH_LEVEL;
  (void)PATCH_LEVEL;
  // CHECK:   (void)(hipLibraryPropertyType *)0;
  (void)(libraryPropertyType *)0;
}
