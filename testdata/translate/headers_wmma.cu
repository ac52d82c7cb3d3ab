// <mma.h> is pycucc's own header (wmma.rules): the include names it and the nvcuda::wmma names stay as they are.
// What the functions compute is tested on the emulator (tests/test_wmma.py, testdata/wmma/gemm.cu).
#include <cuda_runtime.h>
#include <cuda_fp16.h>
// CHECK: #include <pycucc_wmma.h>
#include <mma.h>
using namespace nvcuda;

__global__ void tile(const half* a, const half* b, float* c) {
    // CHECK:     wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    // CHECK:     wmma::fill_fragment(fc, 0.0f);
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    // CHECK:     wmma::mma_sync(fc, fa, fb, fc);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}
