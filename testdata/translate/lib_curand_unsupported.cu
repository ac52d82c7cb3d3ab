// curand names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
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
  // DIAG: error PCC1002
  (void)(curandDistribution_st *)0;
  // DIAG: error PCC1002
  (void)(curandDistribution_t *)0;
  // DIAG: error PCC1002
  (void)(curandDistributionShift_st *)0;
  // DIAG: error PCC1002
  (void)(curandDistributionShift_t *)0;
  // DIAG: error PCC1002
  (void)(curandDistributionM2Shift_st *)0;
  // DIAG: error PCC1002
  (void)(curandDistributionM2Shift_t *)0;
  // DIAG: error PCC1002
  (void)(curandHistogramM2_st *)0;
  // DIAG: error PCC1002
  (void)(curandHistogramM2_t *)0;
  // DIAG: error PCC1002
  (void)(curandHistogramM2K_st *)0;
  // DIAG: error PCC1002
  (void)(curandHistogramM2K_t *)0;
  // DIAG: error PCC1002
  (void)(curandHistogramM2V_st *)0;
  // DIAG: error PCC1002
  (void)(curandHistogramM2V_t *)0;
  // DIAG: error PCC1002
  (void)(curandMethod *)0;
  // DIAG: error PCC1002
  (void)CURAND_CHOOSE_BEST;
  // DIAG: error PCC1002
  (void)CURAND_ITR;
  // DIAG: error PCC1002
  (void)CURAND_KNUTH;
  // DIAG: error PCC1002
  (void)CURAND_HITR;
  // DIAG: error PCC1002
  (void)CURAND_M1;
  // DIAG: error PCC1002
  (void)CURAND_M2;
  // DIAG: error PCC1002
  (void)CURAND_BINARY_SEARCH;
  // DIAG: error PCC1002
  (void)CURAND_DISCRETE_GAUSS;
  // DIAG: error PCC1002
  (void)CURAND_REJECTION;
  // DIAG: error PCC1002
  (void)CURAND_DEVICE_API;
  // DIAG: error PCC1002
  (void)CURAND_FAST_REJECTION;
  // DIAG: error PCC1002
  (void)CURAND_3RD;
  // DIAG: error PCC1002
  (void)CURAND_DEFINITION;
  // DIAG: error PCC1002
  (void)CURAND_POISSON;
  // DIAG: error PCC1002
  (void)(curandMethod_t *)0;
  // DIAG: error PCC1002
  using ::curandGetProperty;
  // DIAG: error PCC1002
  using ::curandGeneratePoissonMethod;
  // DIAG: error PCC1002
  using ::curandGenerateBinomial;
  // DIAG: error PCC1002
  using ::curandGenerateBinomialMethod;
  // DIAG: error PCC1002
  (void)(mtgp32_params_fast *)0;
  // DIAG: error PCC1002
  (void)(mtgp32_kernel_params *)0;
  // DIAG: error PCC1002
  using ::ini_func1;
  // DIAG: error PCC1002
  using ::ini_func2;
  // DIAG: error PCC1002
  using ::mtgp32_init_state;
  // DIAG: error PCC1002
  using ::mtgp32_init_by_array;
  // DIAG: error PCC1002
  using ::mtgp32_init_by_str;
  // DIAG: error PCC1002
  #if defined(MTGPDC_MEXP)
#endif
  // DIAG: error PCC1002
  #if defined(MTGPDC_N)
#endif
  // DIAG: error PCC1002
  #if defined(MTGPDC_FLOOR_2P)
#endif
  // DIAG: error PCC1002
  #if defined(MTGPDC_CEIL_2P)
#endif
  // DIAG: error PCC1002
  #if defined(MTGPDC_PARAM_TABLE)
#endif
  // DIAG: error PCC1002
  #if defined(MTGP32_STATE_SIZE)
#endif
  // DIAG: error PCC1002
  #if defined(MTGP32_STATE_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_NUM_MTGP32_PARAMS)
#endif
  // DIAG: error PCC1002
  #if defined(MEXP)
#endif
  // DIAG: error PCC1002
  #if defined(THREAD_NUM)
#endif
  // DIAG: error PCC1002
  #if defined(LARGE_SIZE)
#endif
  // DIAG: error PCC1002
  #if defined(TBL_SIZE)
#endif
  // DIAG: error PCC1002
  (void)(normal_args_st *)0;
  // DIAG: error PCC1002
  (void)(normal_args_t *)0;
  // DIAG: error PCC1002
  (void)(normal_args_double_st *)0;
  // DIAG: error PCC1002
  (void)(normal_args_double_t *)0;
  // DIAG: error PCC1002
  (void)(curandStateTest *)0;
  // DIAG: error PCC1002
  (void)(curandStateTest_t *)0;
  // DIAG: error PCC1002
  #if defined(CURAND_STD)
#endif
  // DIAG: error PCC1002
  #if defined(PRECALC_NUM_MATRICES)
#endif
  // DIAG: error PCC1002
  #if defined(PRECALC_MATRIX_SIZE)
#endif
  // DIAG: error PCC1002
  #if defined(PRECALC_BLOCK_SIZE)
#endif
  // DIAG: error PCC1002
  #if defined(PRECALC_BLOCK_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(XORWOW_SEQUENCE_SPACING)
#endif
  // DIAG: error PCC1002
  #if defined(PHILOX_W32_0)
#endif
  // DIAG: error PCC1002
  #if defined(PHILOX_W32_1)
#endif
  // DIAG: error PCC1002
  #if defined(PHILOX_M4x32_0)
#endif
  // DIAG: error PCC1002
  #if defined(PHILOX_M4x32_1)
#endif
  // DIAG: error PCC1002
  #if defined(MAX_XOR_N)
#endif
  // DIAG: error PCC1002
  #if defined(SKIPAHEAD_BLOCKSIZE)
#endif
  // DIAG: error PCC1002
  #if defined(SKIPAHEAD_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW32)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW32_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW32_INV)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW32_INV_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW53_INV_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW32_INV_2PI)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2PI)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2POW53_INV_2PI_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_PI_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_2PI_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_SQRT2)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_SQRT2_DOUBLE)
#endif
  // DIAG: error PCC1002
  #if defined(SOBOL64_ITR_BINARY_DIVIDE)
#endif
  // DIAG: error PCC1002
  #if defined(SOBOL_M2_BINARY_DIVIDE)
#endif
  // DIAG: error PCC1002
  #if defined(MTGP32_M2_BINARY_DIVIDE)
#endif
  // DIAG: error PCC1002
  #if defined(MAX_LAMBDA)
#endif
  // DIAG: error PCC1002
  #if defined(MIN_GAUSS_LAMBDA)
#endif
  // DIAG: error PCC1002
  #if defined(EXTRA_FLAG_NORMAL)
#endif
  // DIAG: error PCC1002
  #if defined(EXTRA_FLAG_LOG_NORMAL)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_MOD1)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_MOD2)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_A12)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_A13N)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_A21)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_A23N)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_NORM)
#endif
  // DIAG: error PCC1002
  #if defined(MRG32K3A_BITS_NORM)
#endif
  // DIAG: error PCC1002
  #if defined(QUALIFIERS_STATIC)
#endif
  // DIAG: error PCC1002
  #if defined(CR_CUDART_PI)
#endif
  // DIAG: error PCC1002
  #if defined(CR_CUDART_TWO_TO_52)
#endif
  // DIAG: error PCC1002
  #if defined(KNUTH_FLOAT_CONST)
#endif
  // DIAG: error PCC1002
  #if defined(MAGIC_DOUBLE_CONST)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_VER_MAJOR)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_VER_MINOR)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_VER_PATCH)
#endif
  // DIAG: error PCC1002
  #if defined(CURAND_VER_BUILD)
#endif
}

__device__ void use_device() {
  // DIAG: error PCC1002
  using ::para_rec;
  // DIAG: error PCC1002
  using ::temper;
  // DIAG: error PCC1002
  using ::temper_single;
  // DIAG: error PCC1002
  using ::curand_mtgp32_specific;
  // DIAG: error PCC1002
  using ::curand_mtgp32_single;
  // DIAG: error PCC1002
  using ::curand_mtgp32_single_specific;
  // DIAG: error PCC1002
  using ::Philox_State_Incr;
  // DIAG: error PCC1002
  using ::Philox_State_Incr_hi;
  // DIAG: error PCC1002
  using ::mulhilo32;
  // DIAG: error PCC1002
  using ::curand_Philox4x32_10;
  // DIAG: error PCC1002
  using ::curand_MRGmod;
  // DIAG: error PCC1002
  using ::curand_MRGmodMul;
  // DIAG: error PCC1002
  using ::curand_MRGmatMul3x3;
  // DIAG: error PCC1002
  using ::curand_MRGmatVecMul3x3;
  // DIAG: error PCC1002
  using ::curand_MRGmatPow3x3;
  // DIAG: error PCC1002
  using ::curnand_MRGmatPow2Pow3x3;
  // DIAG: error PCC1002
  using ::curand_MRG32k3a;
  // DIAG: error PCC1002
  using ::curand_box_muller_mrg;
  // DIAG: error PCC1002
  using ::curand_box_muller_mrg_double;
}
