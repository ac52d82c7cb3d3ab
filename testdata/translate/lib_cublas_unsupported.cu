// cublas names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cublas_api.h>
#include <cublasLt.h>
#include <cublasXt.h>

void use_all() {
  // DIAG: error PCC1002
  (void)CUBLAS_STATUS_LICENSE_ERROR;
  // DIAG: error PCC1002
  (void)CUBLAS_OP_CONJG;
  // DIAG: error PCC1002
  (void)CUBLAS_FP32_EMULATED_BF16X9_MATH;
  // DIAG: error PCC1002
  (void)CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH;
  // DIAG: error PCC1002
  (void)CUBLAS_COMPUTE_32F_EMULATED_16BFX9;
  // DIAG: error PCC1002
  (void)CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT;
  // DIAG: error PCC1002
  (void)(cublasEmulationStrategy_t *)0;
  // DIAG: error PCC1002
  (void)CUBLAS_EMULATION_STRATEGY_DEFAULT;
  // DIAG: error PCC1002
  (void)CUBLAS_EMULATION_STRATEGY_PERFORMANT;
  // DIAG: error PCC1002
  (void)CUBLAS_EMULATION_STRATEGY_EAGER;
  // DIAG: error PCC1002
  (void)(cublasContext *)0;
  // DIAG: error PCC1002
  (void)(cublasLogCallback *)0;
  // DIAG: error PCC1002
  using ::cublasGetVersion_v2;
  // DIAG: error PCC1002
  using ::cublasGetProperty;
  // DIAG: error PCC1002
  using ::cublasGetCudartVersion;
  // DIAG: error PCC1002
  using ::cublasGetSmCountTarget;
  // DIAG: error PCC1002
  using ::cublasSetSmCountTarget;
  // DIAG: error PCC1002
  using ::cublasGetEmulationStrategy;
  // DIAG: error PCC1002
  using ::cublasSetEmulationStrategy;
  // DIAG: error PCC1002
  using ::cublasGetEmulationSpecialValuesSupport;
  // DIAG: error PCC1002
  using ::cublasSetEmulationSpecialValuesSupport;
  // DIAG: error PCC1002
  using ::cublasGetFixedPointEmulationMantissaControl;
  // DIAG: error PCC1002
  using ::cublasSetFixedPointEmulationMantissaControl;
  // DIAG: error PCC1002
  using ::cublasGetFixedPointEmulationMaxMantissaBitCount;
  // DIAG: error PCC1002
  using ::cublasSetFixedPointEmulationMaxMantissaBitCount;
  // DIAG: error PCC1002
  using ::cublasGetFixedPointEmulationMantissaBitOffset;
  // DIAG: error PCC1002
  using ::cublasSetFixedPointEmulationMantissaBitOffset;
  // DIAG: error PCC1002
  using ::cublasGetFixedPointEmulationMantissaBitCountPointer;
  // DIAG: error PCC1002
  using ::cublasSetFixedPointEmulationMantissaBitCountPointer;
  // DIAG: error PCC1002
  using ::cublasGetStatusName;
  // DIAG: error PCC1002
  using ::cublasGetStatusString;
  // DIAG: error PCC1002
  using ::cublasLoggerConfigure;
  // DIAG: error PCC1002
  using ::cublasSetLoggerCallback;
  // DIAG: error PCC1002
  using ::cublasGetLoggerCallback;
  // DIAG: error PCC1002
  using ::cublasXerbla;
  // DIAG: error PCC1002
  using ::cublasMigrateComputeType;
  // DIAG: error PCC1002
  using ::cublasGetVersion;
  // DIAG: error PCC1002
  using ::cublasCopyEx;
  // DIAG: error PCC1002
  using ::cublasCopyEx_64;
  // DIAG: error PCC1002
  using ::cublasSwapEx;
  // DIAG: error PCC1002
  using ::cublasSwapEx_64;
  // DIAG: error PCC1002
  using ::cublasIamaxEx;
  // DIAG: error PCC1002
  using ::cublasIamaxEx_64;
  // DIAG: error PCC1002
  using ::cublasIaminEx;
  // DIAG: error PCC1002
  using ::cublasIaminEx_64;
  // DIAG: error PCC1002
  using ::cublasAsumEx;
  // DIAG: error PCC1002
  using ::cublasAsumEx_64;
  // DIAG: error PCC1002
  using ::cublasRotgEx;
  // DIAG: error PCC1002
  using ::cublasRotmEx;
  // DIAG: error PCC1002
  using ::cublasRotmEx_64;
  // DIAG: error PCC1002
  using ::cublasRotmgEx;
  // DIAG: error PCC1002
  using ::cublasCgemm3mEx;
  // DIAG: error PCC1002
  using ::cublasCgemm3mEx_64;
  // DIAG: error PCC1002
  using ::cublasSgemmEx;
  // DIAG: error PCC1002
  using ::cublasSgemmEx_64;
  // DIAG: error PCC1002
  using ::cublasCgemmEx;
  // DIAG: error PCC1002
  using ::cublasCgemmEx_64;
  // DIAG: error PCC1002
  using ::cublasCsyrkEx;
  // DIAG: error PCC1002
  using ::cublasCsyrkEx_64;
  // DIAG: error PCC1002
  using ::cublasCsyrk3mEx;
  // DIAG: error PCC1002
  using ::cublasCsyrk3mEx_64;
  // DIAG: error PCC1002
  using ::cublasCherkEx;
  // DIAG: error PCC1002
  using ::cublasCherkEx_64;
  // DIAG: error PCC1002
  using ::cublasCherk3mEx;
  // DIAG: error PCC1002
  using ::cublasCherk3mEx_64;
  // DIAG: error PCC1002
  using ::cublasGemmGroupedBatchedEx;
  // DIAG: error PCC1002
  using ::cublasGemmGroupedBatchedEx_64;
  // DIAG: error PCC1002
  using ::cublasSmatinvBatched;
  // DIAG: error PCC1002
  using ::cublasDmatinvBatched;
  // DIAG: error PCC1002
  using ::cublasCmatinvBatched;
  // DIAG: error PCC1002
  using ::cublasZmatinvBatched;
  // DIAG: error PCC1002
  using ::cublasStpttr;
  // DIAG: error PCC1002
  using ::cublasDtpttr;
  // DIAG: error PCC1002
  using ::cublasCtpttr;
  // DIAG: error PCC1002
  using ::cublasZtpttr;
  // DIAG: error PCC1002
  using ::cublasStrttp;
  // DIAG: error PCC1002
  using ::cublasDtrttp;
  // DIAG: error PCC1002
  using ::cublasCtrttp;
  // DIAG: error PCC1002
  using ::cublasZtrttp;
  // DIAG: error PCC1002
  using ::cublasUint8gemmBias;
  // DIAG: error PCC1002
  using ::cublasHSHgemvBatched;
  // DIAG: error PCC1002
  using ::cublasHSHgemvBatched_64;
  // DIAG: error PCC1002
  using ::cublasHSSgemvBatched;
  // DIAG: error PCC1002
  using ::cublasHSSgemvBatched_64;
  // DIAG: error PCC1002
  using ::cublasTSTgemvBatched;
  // DIAG: error PCC1002
  using ::cublasTSTgemvBatched_64;
  // DIAG: error PCC1002
  using ::cublasTSSgemvBatched;
  // DIAG: error PCC1002
  using ::cublasTSSgemvBatched_64;
  // DIAG: error PCC1002
  using ::cublasHSHgemvStridedBatched;
  // DIAG: error PCC1002
  using ::cublasHSHgemvStridedBatched_64;
  // DIAG: error PCC1002
  using ::cublasHSSgemvStridedBatched;
  // DIAG: error PCC1002
  using ::cublasHSSgemvStridedBatched_64;
  // DIAG: error PCC1002
  using ::cublasTSTgemvStridedBatched;
  // DIAG: error PCC1002
  using ::cublasTSTgemvStridedBatched_64;
  // DIAG: error PCC1002
  using ::cublasTSSgemvStridedBatched;
  // DIAG: error PCC1002
  using ::cublasTSSgemvStridedBatched_64;
  // DIAG: error PCC1002
  using ::cublasCgemm3m;
  // DIAG: error PCC1002
  using ::cublasCgemm3m_64;
  // DIAG: error PCC1002
  using ::cublasZgemm3m;
  // DIAG: error PCC1002
  using ::cublasZgemm3m_64;
  // DIAG: error PCC1002
  using ::cublasCgemm3mBatched;
  // DIAG: error PCC1002
  using ::cublasCgemm3mBatched_64;
  // DIAG: error PCC1002
  using ::cublasCgemm3mStridedBatched;
  // DIAG: error PCC1002
  using ::cublasCgemm3mStridedBatched_64;
  // DIAG: error PCC1002
  using ::cublasSgemmGroupedBatched;
  // DIAG: error PCC1002
  using ::cublasSgemmGroupedBatched_64;
  // DIAG: error PCC1002
  using ::cublasDgemmGroupedBatched;
  // DIAG: error PCC1002
  using ::cublasDgemmGroupedBatched_64;
  // DIAG: error PCC1002
  (void)(cublasLtContext *)0;
  // DIAG: error PCC1002
  using ::cublasLtGetStatusName;
  // DIAG: error PCC1002
  using ::cublasLtGetStatusString;
  // DIAG: error PCC1002
  using ::cublasLtGetVersion;
  // DIAG: error PCC1002
  using ::cublasLtGetCudartVersion;
  // DIAG: error PCC1002
  using ::cublasLtGetProperty;
  // DIAG: error PCC1002
  using ::cublasLtHeuristicsCacheGetCapacity;
  // DIAG: error PCC1002
  using ::cublasLtHeuristicsCacheSetCapacity;
  // DIAG: error PCC1002
  using ::cublasLtDisableCpuInstructionsSetMask;
  // DIAG: error PCC1002
  (void)(cublasLtMatrixLayoutOpaque_t *)0;
  // DIAG: error PCC1002
  (void)(cublasLtEmulationDescOpaque_t *)0;
  // DIAG: error PCC1002
  (void)(cublasLtEmulationDesc_t *)0;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulTile_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_UNDEFINED;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x160;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_160x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_56x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x704;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x768;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_72x640;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_80x576;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_88x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_96x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_104x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_112x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_112x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_112x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_112x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_112x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_112x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_120x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_120x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_120x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_120x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_120x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_120x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x384;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_136x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_136x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_136x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_136x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_136x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_144x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_144x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_144x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_144x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_144x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_152x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_152x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_152x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_152x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_152x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_160x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_160x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_160x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_168x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_168x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_168x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_168x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_176x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_176x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_176x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_176x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_184x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_184x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_184x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_184x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_200x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_200x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_200x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_208x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_208x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_208x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_216x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_216x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_216x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_224x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_224x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_224x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_232x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_232x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_232x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_240x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_240x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_240x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_248x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_248x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_248x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_264x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_264x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_272x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_272x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_280x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_280x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_288x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_288x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_296x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_296x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_304x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_304x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_312x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_312x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_328x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_328x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_336x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_336x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_344x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_344x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_352x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_352x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_360x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_360x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_368x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_368x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_376x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_376x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_392x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_400x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_408x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_416x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_424x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_432x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_440x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_456x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_464x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_472x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_480x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_488x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_496x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_504x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_520x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_528x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_536x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_544x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_552x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_560x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_568x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_584x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_592x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_600x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_608x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_616x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_624x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_632x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_648x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_656x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_664x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_672x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_680x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_688x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_696x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_712x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_720x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_728x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_736x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_744x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_752x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_760x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x152;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x160;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x168;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x176;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x184;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x200;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x208;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x216;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x224;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x232;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x240;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x248;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x264;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x272;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x280;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x288;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x296;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x304;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x312;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x328;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x336;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x344;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x352;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x360;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x368;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x376;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x392;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x400;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x408;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x416;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x424;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x432;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x440;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x456;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x464;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x472;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x480;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x488;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x496;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x504;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x520;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x528;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x536;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x544;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x552;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x560;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x568;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x584;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x592;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x600;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x608;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x616;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x624;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x632;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x648;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x656;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x664;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x672;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x680;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x688;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x696;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x712;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x720;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x728;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x736;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x744;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x752;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x760;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x152;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x168;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x176;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x184;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x200;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x208;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x216;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x224;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x232;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x240;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x248;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x264;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x272;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x280;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x288;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x296;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x304;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x312;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x328;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x336;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x344;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x352;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x360;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x368;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x376;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x392;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x400;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x408;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x416;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x424;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x432;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x440;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x448;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x456;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x464;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x472;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x480;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x488;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x496;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x504;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x152;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x160;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x168;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x176;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x184;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x200;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x208;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x216;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x224;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x232;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x240;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x248;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x264;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x272;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x280;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x288;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x296;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x304;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x312;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x320;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x328;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x336;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x152;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x160;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x168;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x176;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x184;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x200;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x208;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x216;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x224;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x232;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x240;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x248;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x256;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x152;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x160;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x168;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x176;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x184;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x192;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_320x200;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x152;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x160;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_384x168;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x136;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_448x144;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x120;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x128;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x104;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_576x112;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_640x96;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_704x88;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x8;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x16;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x24;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x32;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x40;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x48;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x56;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x72;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_768x80;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x1024;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x512;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_512x1024;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_4x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_8x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_16x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_24x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_32x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_40x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_48x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_64x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_128x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_192x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_256x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_TILE_END;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulStages_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_UNDEFINED;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x2;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x3;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x4;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x5;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x6;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x2;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x3;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x4;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x5;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x6;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64x2;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64x3;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64x4;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64x5;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64x6;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128x2;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128x3;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128x4;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128x5;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128x6;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32x10;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_8x4;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16x10;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_8x5;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_8x3;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_8xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_16xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_32xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_64xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_128xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_256xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_768xAUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_STAGES_END;
  // DIAG: error PCC1002
  (void)(cublasLtClusterShape_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_AUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_4x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_4x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x4x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x4x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_4x4x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_8x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x8x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_8x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x8x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_16x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x16x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_3x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_5x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_6x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_7x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_9x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_10x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_11x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_12x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_13x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_14x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_15x1x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_3x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_5x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_6x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_7x2x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x3x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x3x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_3x3x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_4x3x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_5x3x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_3x4x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x5x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x5x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_3x5x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x6x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x6x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x7x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_2x7x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x9x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x10x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x11x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x12x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x13x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x14x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_1x15x1;
  // DIAG: error PCC1002
  (void)CUBLASLT_CLUSTER_SHAPE_END;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulInnerShape_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_INNER_SHAPE_UNDEFINED;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_INNER_SHAPE_MMA884;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_INNER_SHAPE_MMA1684;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_INNER_SHAPE_MMA1688;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_INNER_SHAPE_MMA16816;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_INNER_SHAPE_END;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulMatrixScale_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_VEC16_UE4M3;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_OUTER_VEC_32F;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_VEC128_32F;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_BLK128x128_32F;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_PER_BATCH_SCALAR_32F;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_VEC128_MN_K4_UE8M0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_VEC32_MN_K4_UE8M0;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_END;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_MATRIX_SCALE_RESERVED;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_DEVICE_VECTOR;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_ZERO;
  // DIAG: error PCC1002
  (void)(cublasLtPointerModeMask_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_MASK_HOST;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_MASK_DEVICE;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_MASK_DEVICE_VECTOR;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_MASK_ALPHA_DEVICE_VECTOR_BETA_ZERO;
  // DIAG: error PCC1002
  (void)CUBLASLT_POINTER_MODE_MASK_ALPHA_DEVICE_VECTOR_BETA_HOST;
  // DIAG: error PCC1002
  (void)(cublasLtNumericalImplFlags_t *)0;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransform;
  // DIAG: error PCC1002
  (void)CUBLASLT_ORDER_COL32;
  // DIAG: error PCC1002
  (void)CUBLASLT_ORDER_COL4_4R2_8C;
  // DIAG: error PCC1002
  (void)CUBLASLT_ORDER_COL32_2R_4R4;
  // DIAG: error PCC1002
  (void)(cublasLtBatchMode_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_MODE_STRIDED;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_MODE_POINTER_ARRAY;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_MODE_GROUPED;
  // DIAG: error PCC1002
  (void)(cublasLtIntegerWidth_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_INTEGER_WIDTH_32;
  // DIAG: error PCC1002
  (void)CUBLASLT_INTEGER_WIDTH_64;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATRIX_LAYOUT_BATCH_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_GROUPED_MATRIX_LAYOUT_ROWS_ARRAY;
  // DIAG: error PCC1002
  (void)CUBLASLT_GROUPED_MATRIX_LAYOUT_COLS_ARRAY;
  // DIAG: error PCC1002
  (void)CUBLASLT_GROUPED_MATRIX_LAYOUT_LD_ARRAY;
  // DIAG: error PCC1002
  (void)CUBLASLT_GROUPED_MATRIX_LAYOUT_ROWS_COLS_ARRAY_INTEGER_WIDTH;
  // DIAG: error PCC1002
  (void)CUBLASLT_GROUPED_MATRIX_LAYOUT_LD_ARRAY_INTEGER_WIDTH;
  // DIAG: error PCC1002
  using ::cublasLtMatrixLayoutInit_internal;
  // DIAG: error PCC1002
  using ::cublasLtMatrixLayoutInit;
  // DIAG: error PCC1002
  using ::cublasLtGroupedMatrixLayoutInit_internal;
  // DIAG: error PCC1002
  using ::cublasLtGroupedMatrixLayoutInit;
  // DIAG: error PCC1002
  using ::cublasLtGroupedMatrixLayoutCreate;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_COMPUTE_TYPE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_SCALE_TYPE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_TRANSC;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_FILL_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_FAST_ACCUM;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_A_SCALE_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_B_SCALE_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_C_SCALE_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_D_SCALE_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_D_OUT_SCALE_POINTER;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_D_OUT_SCALE_MODE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_EMULATION_DESCRIPTOR;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_ALPHA_BATCH_STRIDE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_BETA_BATCH_STRIDE;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_DESC_BATCH_INVARIANCE_FLAGS;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulBatchInvarianceFlags_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_DISABLED;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_ALIGN_2B;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_ALIGN_4B;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_ALIGN_8B;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_ALIGN_16B;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_AUTO;
  // DIAG: error PCC1002
  (void)CUBLASLT_BATCH_INVARIANCE_UNSET;
  // DIAG: error PCC1002
  using ::cublasLtMatmulDescInit_internal;
  // DIAG: error PCC1002
  using ::cublasLtMatmulDescInit;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransformDescInit_internal;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransformDescInit;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransformDescCreate;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransformDescDestroy;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransformDescSetAttribute;
  // DIAG: error PCC1002
  using ::cublasLtMatrixTransformDescGetAttribute;
  // DIAG: error PCC1002
  (void)(cublasLtEmulationDescAttributes_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_EMULATION_DESC_STRATEGY;
  // DIAG: error PCC1002
  (void)CUBLASLT_EMULATION_DESC_SPECIAL_VALUES_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_CONTROL;
  // DIAG: error PCC1002
  (void)CUBLASLT_EMULATION_DESC_FIXEDPOINT_MAX_MANTISSA_BIT_COUNT;
  // DIAG: error PCC1002
  (void)CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_BIT_OFFSET;
  // DIAG: error PCC1002
  (void)CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_BIT_COUNT_POINTER;
  // DIAG: error PCC1002
  using ::cublasLtEmulationDescInit_internal;
  // DIAG: error PCC1002
  using ::cublasLtEmulationDescInit;
  // DIAG: error PCC1002
  using ::cublasLtEmulationDescCreate;
  // DIAG: error PCC1002
  using ::cublasLtEmulationDescDestroy;
  // DIAG: error PCC1002
  using ::cublasLtEmulationDescSetAttribute;
  // DIAG: error PCC1002
  using ::cublasLtEmulationDescGetAttribute;
  // DIAG: error PCC1002
  (void)(cublasLtReductionScheme_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_REDUCTION_SCHEME_NONE;
  // DIAG: error PCC1002
  (void)CUBLASLT_REDUCTION_SCHEME_INPLACE;
  // DIAG: error PCC1002
  (void)CUBLASLT_REDUCTION_SCHEME_COMPUTE_TYPE;
  // DIAG: error PCC1002
  (void)CUBLASLT_REDUCTION_SCHEME_OUTPUT_TYPE;
  // DIAG: error PCC1002
  (void)CUBLASLT_REDUCTION_SCHEME_MASK;
  // DIAG: error PCC1002
  (void)CUBLASLT_EPILOGUE_RELU_AUX;
  // DIAG: error PCC1002
  (void)CUBLASLT_EPILOGUE_RELU_AUX_BIAS;
  // DIAG: error PCC1002
  (void)CUBLASLT_EPILOGUE_DRELU;
  // DIAG: error PCC1002
  (void)CUBLASLT_EPILOGUE_DRELU_BGRAD;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulSearch_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_BEST_FIT;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_LIMITED_BY_ALGO_ID;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_02;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_03;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_04;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_05;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_06;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_07;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_08;
  // DIAG: error PCC1002
  (void)CUBLASLT_SEARCH_RESERVED_09;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_IMPL_MASK;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_GROUPED_AVERAGE_REDUCTION_DIM;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_GROUPED_DESC_D_AVERAGE_ROWS;
  // DIAG: error PCC1002
  (void)CUBLASLT_MATMUL_PREF_GROUPED_DESC_D_AVERAGE_COLS;
  // DIAG: error PCC1002
  using ::cublasLtMatmulPreferenceInit_internal;
  // DIAG: error PCC1002
  using ::cublasLtMatmulPreferenceInit;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoGetHeuristicForStream;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoGetIds;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoInit;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoCheck;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoCheckForStream;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulAlgoCapAttributes_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_SPLITK_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_REDUCTION_SCHEME_MASK;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_CTA_SWIZZLING_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_STRIDED_BATCH_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_OUT_OF_PLACE_RESULT_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_UPLO_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_TILE_IDS;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_CUSTOM_OPTION_MAX;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_CUSTOM_MEMORY_ORDER;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_POINTER_MODE_MASK;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_EPILOGUE_MASK;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_STAGES_IDS;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_LD_NEGATIVE;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_NUMERICAL_IMPL_FLAGS;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_A_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_B_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_C_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_D_BYTES;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_POINTER_ARRAY_BATCH_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_FLOATING_POINT_EMULATION_SUPPORT;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CAP_POINTER_ARRAY_GROUPED_SUPPORT;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoCapGetAttribute;
  // DIAG: error PCC1002
  (void)(cublasLtMatmulAlgoConfigAttributes_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_ID;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_TILE_ID;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_SPLITK_NUM;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_STAGES_ID;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID;
  // DIAG: error PCC1002
  (void)CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoConfigSetAttribute;
  // DIAG: error PCC1002
  using ::cublasLtMatmulAlgoConfigGetAttribute;
  // DIAG: error PCC1002
  (void)(cublasLtLoggerCallback_t *)0;
  // DIAG: error PCC1002
  using ::cublasLtLoggerSetCallback;
  // DIAG: error PCC1002
  using ::cublasLtLoggerSetFile;
  // DIAG: error PCC1002
  using ::cublasLtLoggerOpenFile;
  // DIAG: error PCC1002
  using ::cublasLtLoggerSetLevel;
  // DIAG: error PCC1002
  using ::cublasLtLoggerSetMask;
  // DIAG: error PCC1002
  using ::cublasLtLoggerForceDisable;
  // DIAG: error PCC1002
  (void)(cublasXtContext *)0;
  // DIAG: error PCC1002
  (void)(cublasXtHandle_t *)0;
  // DIAG: error PCC1002
  using ::cublasXtCreate;
  // DIAG: error PCC1002
  using ::cublasXtDestroy;
  // DIAG: error PCC1002
  using ::cublasXtGetNumBoards;
  // DIAG: error PCC1002
  using ::cublasXtMaxBoards;
  // DIAG: error PCC1002
  using ::cublasXtDeviceSelect;
  // DIAG: error PCC1002
  using ::cublasXtSetBlockDim;
  // DIAG: error PCC1002
  using ::cublasXtGetBlockDim;
  // DIAG: error PCC1002
  (void)(cublasXtPinnedMemMode_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASXT_PINNING_DISABLED;
  // DIAG: error PCC1002
  (void)CUBLASXT_PINNING_ENABLED;
  // DIAG: error PCC1002
  using ::cublasXtGetPinningMemMode;
  // DIAG: error PCC1002
  using ::cublasXtSetPinningMemMode;
  // DIAG: error PCC1002
  (void)(cublasXtOpType_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASXT_FLOAT;
  // DIAG: error PCC1002
  (void)CUBLASXT_DOUBLE;
  // DIAG: error PCC1002
  (void)CUBLASXT_COMPLEX;
  // DIAG: error PCC1002
  (void)CUBLASXT_DOUBLECOMPLEX;
  // DIAG: error PCC1002
  (void)(cublasXtBlasOp_t *)0;
  // DIAG: error PCC1002
  (void)CUBLASXT_GEMM;
  // DIAG: error PCC1002
  (void)CUBLASXT_SYRK;
  // DIAG: error PCC1002
  (void)CUBLASXT_HERK;
  // DIAG: error PCC1002
  (void)CUBLASXT_SYMM;
  // DIAG: error PCC1002
  (void)CUBLASXT_HEMM;
  // DIAG: error PCC1002
  (void)CUBLASXT_TRSM;
  // DIAG: error PCC1002
  (void)CUBLASXT_SYR2K;
  // DIAG: error PCC1002
  (void)CUBLASXT_HER2K;
  // DIAG: error PCC1002
  (void)CUBLASXT_SPMM;
  // DIAG: error PCC1002
  (void)CUBLASXT_SYRKX;
  // DIAG: error PCC1002
  (void)CUBLASXT_HERKX;
  // DIAG: error PCC1002
  (void)CUBLASXT_TRMM;
  // DIAG: error PCC1002
  (void)CUBLASXT_ROUTINE_MAX;
  // DIAG: error PCC1002
  using ::cublasXtSetCpuRoutine;
  // DIAG: error PCC1002
  using ::cublasXtSetCpuRatio;
  // DIAG: error PCC1002
  using ::cublasXtSgemm;
  // DIAG: error PCC1002
  using ::cublasXtDgemm;
  // DIAG: error PCC1002
  using ::cublasXtCgemm;
  // DIAG: error PCC1002
  using ::cublasXtZgemm;
  // DIAG: error PCC1002
  using ::cublasXtSsyrk;
  // DIAG: error PCC1002
  using ::cublasXtDsyrk;
  // DIAG: error PCC1002
  using ::cublasXtCsyrk;
  // DIAG: error PCC1002
  using ::cublasXtZsyrk;
  // DIAG: error PCC1002
  using ::cublasXtCherk;
  // DIAG: error PCC1002
  using ::cublasXtZherk;
  // DIAG: error PCC1002
  using ::cublasXtSsyr2k;
  // DIAG: error PCC1002
  using ::cublasXtDsyr2k;
  // DIAG: error PCC1002
  using ::cublasXtCsyr2k;
  // DIAG: error PCC1002
  using ::cublasXtZsyr2k;
  // DIAG: error PCC1002
  using ::cublasXtCherkx;
  // DIAG: error PCC1002
  using ::cublasXtZherkx;
  // DIAG: error PCC1002
  using ::cublasXtStrsm;
  // DIAG: error PCC1002
  using ::cublasXtDtrsm;
  // DIAG: error PCC1002
  using ::cublasXtCtrsm;
  // DIAG: error PCC1002
  using ::cublasXtZtrsm;
  // DIAG: error PCC1002
  using ::cublasXtSsymm;
  // DIAG: error PCC1002
  using ::cublasXtDsymm;
  // DIAG: error PCC1002
  using ::cublasXtCsymm;
  // DIAG: error PCC1002
  using ::cublasXtZsymm;
  // DIAG: error PCC1002
  using ::cublasXtChemm;
  // DIAG: error PCC1002
  using ::cublasXtZhemm;
  // DIAG: error PCC1002
  using ::cublasXtSsyrkx;
  // DIAG: error PCC1002
  using ::cublasXtDsyrkx;
  // DIAG: error PCC1002
  using ::cublasXtCsyrkx;
  // DIAG: error PCC1002
  using ::cublasXtZsyrkx;
  // DIAG: error PCC1002
  using ::cublasXtCher2k;
  // DIAG: error PCC1002
  using ::cublasXtZher2k;
  // DIAG: error PCC1002
  using ::cublasXtSspmm;
  // DIAG: error PCC1002
  using ::cublasXtDspmm;
  // DIAG: error PCC1002
  using ::cublasXtCspmm;
  // DIAG: error PCC1002
  using ::cublasXtZspmm;
  // DIAG: error PCC1002
  using ::cublasXtStrmm;
  // DIAG: error PCC1002
  using ::cublasXtDtrmm;
  // DIAG: error PCC1002
  using ::cublasXtCtrmm;
  // DIAG: error PCC1002
  using ::cublasXtZtrmm;
  // DIAG: error PCC1002
  #if defined(CUBLAS_VER_MAJOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLAS_VER_MINOR)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLAS_VER_PATCH)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLAS_VER_BUILD)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLAS_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(cublasSrotg_64)
#endif
  // DIAG: error PCC1002
  #if defined(cublasDrotg_64)
#endif
  // DIAG: error PCC1002
  #if defined(cublasCrotg_64)
#endif
  // DIAG: error PCC1002
  #if defined(cublasZrotg_64)
#endif
  // DIAG: error PCC1002
  #if defined(cublasSrotmg_64)
#endif
  // DIAG: error PCC1002
  #if defined(cublasDrotmg_64)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_FMA)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_HMMA)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_IMMA)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_DMMA)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_TENSOR_OP_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_OP_TYPE_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_ACCUMULATOR_16F)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_ACCUMULATOR_32F)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_ACCUMULATOR_64F)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_ACCUMULATOR_32I)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_ACCUMULATOR_TYPE_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_16F)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_16BF)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_TF32)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_32F)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_64F)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_8I)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_8F_E4M3)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_INPUT_8F_E5M2)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_OP_INPUT_TYPE_MASK)
#endif
  // DIAG: error PCC1002
  #if defined(CUBLASLT_NUMERICAL_IMPL_FLAGS_GAUSSIAN)
#endif
}
