// CUDA headers HIP has no counterpart of: each include is an error with advice (headers.rules, section
// "Headers with no HIP counterpart"). In an inactive #if branch only a warning: headers_unsupported_inactive.cu.
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

// DIAG: error PCC1002
#include <cuda_fp6.h>

// DIAG: error PCC1002
#include <cuda_fp4.h>

// DIAG: error PCC1002
#include <cuda_awbarrier.h>

// DIAG: error PCC1002
#include <cuda_occupancy.h>

// DIAG: error PCC1002
#include <cuda_gl_interop.h>

// DIAG: error PCC1002
#include <cudaGL.h>

// DIAG: error PCC1002
#include <cuda_egl_interop.h>

// DIAG: error PCC1002
#include <cudaEGL.h>

// DIAG: error PCC1002
#include <cuda_vdpau_interop.h>

// DIAG: error PCC1002
#include <cudaVDPAU.h>

// DIAG: error PCC1002
#include <cupti.h>

// DIAG: error PCC1002
#include <nvml.h>

// DIAG: error PCC1002
#include <nvvm.h>

// DIAG: error PCC1002
#include <cuda/ptx>

__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }
