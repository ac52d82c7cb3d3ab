// NOCOMPILE: hipBLAS, hipSOLVER and hipFFT are not installed here (Debian ships hipRAND and hipSPARSE only)
// The CUDA library headers, as hipify-clang maps them: the hip* wrapper libraries, in the folders ROCm installs
// their headers in (<hipblas/hipblas.h>, <hipfft/hipfft.h>, ...); the spelling, <> or "", is kept.
#include <cuda_runtime.h>
// CHECK: #include <hipblas/hipblas.h>
#include <cublas_v2.h>
// CHECK: #include "hipblas/hipblas.h"
#include "cublas.h"
// CHECK: #include <hipsolver/hipsolver.h>
#include <cusolverDn.h>
// CHECK: #include <hipfft/hipfft.h>
#include <cufft.h>
// CHECK: #include <hipfft/hipfftXt.h>
#include <cufftXt.h>
// CHECK: #include <hiprand/hiprand.h>
#include <curand.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>
// CHECK: #include <hipsparse/hipsparse.h>
#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>
#include <cusparse_v2.h>

int main() { return 0; }
