// Every fp8 name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: none (not compiled: pycucc's own header, compiled and run by tests/test_fp8.py)
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <pycucc_fp8.h>
#include <cuda_fp8.h>
// CHECK: #include <pycucc_fp8.h>
#include <cuda_fp8.hpp>

void use_all() {
  // CHECK:   (void)(__nv_fp8_storage_t *)0;
  (void)(__nv_fp8_storage_t *)0;
  // CHECK:   (void)(__nv_fp8x2_storage_t *)0;
  (void)(__nv_fp8x2_storage_t *)0;
  // CHECK:   (void)(__nv_fp8x4_storage_t *)0;
  (void)(__nv_fp8x4_storage_t *)0;
  // CHECK:   (void)(__nv_saturation_t *)0;
  (void)(__nv_saturation_t *)0;
  // CHECK:   (void)__NV_NOSAT;
  (void)__NV_NOSAT;
  // CHECK:   (void)__NV_SATFINITE;
  (void)__NV_SATFINITE;
  // CHECK:   (void)(__nv_fp8_interpretation_t *)0;
  (void)(__nv_fp8_interpretation_t *)0;
  // CHECK:   (void)__NV_E4M3;
  (void)__NV_E4M3;
  // CHECK:   (void)__NV_E5M2;
  (void)__NV_E5M2;
  // CHECK:   (void)(__nv_fp8_e4m3 *)0;
  (void)(__nv_fp8_e4m3 *)0;
  // CHECK:   (void)(__nv_fp8_e5m2 *)0;
  (void)(__nv_fp8_e5m2 *)0;
  // CHECK:   (void)(__nv_fp8x2_e4m3 *)0;
  (void)(__nv_fp8x2_e4m3 *)0;
  // CHECK:   (void)(__nv_fp8x2_e5m2 *)0;
  (void)(__nv_fp8x2_e5m2 *)0;
  // CHECK:   (void)(__nv_fp8x4_e4m3 *)0;
  (void)(__nv_fp8x4_e4m3 *)0;
  // CHECK:   (void)(__nv_fp8x4_e5m2 *)0;
  (void)(__nv_fp8x4_e5m2 *)0;
  // CHECK:   using ::__nv_cvt_double_to_fp8;
  using ::__nv_cvt_double_to_fp8;
  // CHECK:   using ::__nv_cvt_double2_to_fp8x2;
  using ::__nv_cvt_double2_to_fp8x2;
  // CHECK:   using ::__nv_cvt_float_to_fp8;
  using ::__nv_cvt_float_to_fp8;
  // CHECK:   using ::__nv_cvt_float2_to_fp8x2;
  using ::__nv_cvt_float2_to_fp8x2;
  // CHECK:   using ::__nv_cvt_halfraw_to_fp8;
  using ::__nv_cvt_halfraw_to_fp8;
  // CHECK:   using ::__nv_cvt_halfraw2_to_fp8x2;
  using ::__nv_cvt_halfraw2_to_fp8x2;
  // CHECK:   using ::__nv_cvt_bfloat16raw_to_fp8;
  using ::__nv_cvt_bfloat16raw_to_fp8;
  // CHECK:   using ::__nv_cvt_bfloat16raw2_to_fp8x2;
  using ::__nv_cvt_bfloat16raw2_to_fp8x2;
  // CHECK:   using ::__nv_cvt_fp8_to_halfraw;
  using ::__nv_cvt_fp8_to_halfraw;
  // CHECK:   using ::__nv_cvt_fp8x2_to_halfraw2;
  using ::__nv_cvt_fp8x2_to_halfraw2;
}
