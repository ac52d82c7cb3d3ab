// hipify-clang's header conventions (header_layout=hipify, hipify_clang): the library headers as hipify-clang's
// tables spell them, the flat layout of ROCm before 6 ("hipblas.h"), compiled with the libraries' folders on the
// include path as that layout had them (tests/test_libraries.py). Of a library's main headers hipify-clang keeps
// the first include: the later ones leave an empty line (test_translate checks the text around them).
// LIBRARY: hipblas hipsparse hipsolver hiprand
// OPTIONS: header_layout=hipify, hipify_clang=true
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include "hipblas.h"
#include "cublas_v2.h"
// CHECK: #include <hipblas.h>
#include <cublas_api.h>
// CHECK: #include <hipsparse.h>
#include <cusparse.h>
// CHECK: #include <hipsolver.h>
#include <cusolverDn.h>
// CHECK: #include <hiprand/hiprand.h>
#include <curand.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>
// CHECK: #include <hip/hip_texture_types.h>
#include <cuda_texture_types.h>

int handles() {
  // CHECK:   hipblasHandle_t blas; hipsparseHandle_t sparse; hipsolverDnHandle_t solver; hiprandGenerator_t gen;
  cublasHandle_t blas; cusparseHandle_t sparse; cusolverDnHandle_t solver; curandGenerator_t gen;
  // CHECK:   return (hipblasCreate(&blas) == HIPBLAS_STATUS_SUCCESS) + (hipsparseCreate(&sparse) == HIPSPARSE_STATUS_SUCCESS) +
  return (cublasCreate(&blas) == CUBLAS_STATUS_SUCCESS) + (cusparseCreate(&sparse) == CUSPARSE_STATUS_SUCCESS) +
         (cusolverDnCreate(&solver) == CUSOLVER_STATUS_SUCCESS) +
         (curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT) == CURAND_STATUS_SUCCESS);
}
