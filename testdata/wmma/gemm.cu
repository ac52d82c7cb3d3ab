// CUDA's warp matrix functions (<mma.h>) in the shapes and types pycucc_wmma.h has: each warp of the block loads
// its own A, B and C, multiplies, doubles every element of the result through x[] (element-wise, as CUDA allows)
// and stores it; tests/test_wmma.py compares with numpy on the emulator.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <mma.h>
using namespace nvcuda;

template <int M, int N, int K, class T, class LA, class LB, class TC>
__device__ void gemm(const T* a, const T* b, const TC* c, TC* d, int lda, int ldb, wmma::layout_t lc) {
  wmma::fragment<wmma::matrix_a, M, N, K, T, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, T, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, TC> fc;
  wmma::load_matrix_sync(fa, a, lda);
  wmma::load_matrix_sync(fb, b, ldb);
  wmma::load_matrix_sync(fc, c, lc == wmma::mem_row_major ? N : M, lc);
  wmma::mma_sync(fc, fa, fb, fc);
  for (int i = 0; i < fc.num_elements; ++i) fc.x[i] = fc.x[i] + fc.x[i];
  wmma::store_matrix_sync(d, fc, lc == wmma::mem_row_major ? N : M, lc);
}
// one product per warp: warp w's matrices follow warp w - 1's
__global__ void h16(const __half* a, const __half* b, const float* c, float* d) { int w = threadIdx.x / 32; gemm<16,16,16,__half,wmma::row_major,wmma::col_major,float>(a + w*256, b + w*256, c + w*256, d + w*256, 16, 16, wmma::mem_row_major); }
__global__ void h32x8(const __half* a, const __half* b, const float* c, float* d) { int w = threadIdx.x / 32; gemm<32,8,16,__half,wmma::col_major,wmma::row_major,float>(a + w*512, b + w*128, c + w*256, d + w*256, 32, 8, wmma::mem_col_major); }
__global__ void h8x32(const __half* a, const __half* b, const __half* c, __half* d) { int w = threadIdx.x / 32; gemm<8,32,16,__half,wmma::row_major,wmma::row_major,__half>(a + w*128, b + w*512, c + w*256, d + w*256, 16, 32, wmma::mem_row_major); }
__global__ void i8(const signed char* a, const signed char* b, const int* c, int* d) { int w = threadIdx.x / 32; gemm<16,16,16,signed char,wmma::row_major,wmma::col_major,int>(a + w*256, b + w*256, c + w*256, d + w*256, 16, 16, wmma::mem_row_major); }
__global__ void f64(const double* a, const double* b, const double* c, double* d) { int w = threadIdx.x / 32; gemm<8,8,4,double,wmma::row_major,wmma::row_major,double>(a + w*32, b + w*32, c + w*64, d + w*64, 4, 8, wmma::mem_row_major); }
__global__ void bf16(const __nv_bfloat16* a, const __nv_bfloat16* b, const float* c, float* d) { int w = threadIdx.x / 32; gemm<16,16,16,__nv_bfloat16,wmma::col_major,wmma::row_major,float>(a + w*256, b + w*256, c + w*256, d + w*256, 16, 16, wmma::mem_col_major); }
__global__ void tf32(const float* a, const float* b, const float* c, float* d) {
  int w = threadIdx.x / 32;
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> fc;
  wmma::load_matrix_sync(fa, a + w * 128, 8);
  wmma::load_matrix_sync(fb, b + w * 128, 16);
  for (int i = 0; i < fa.num_elements; ++i) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
  for (int i = 0; i < fb.num_elements; ++i) fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
  wmma::fill_fragment(fc, 0.5f);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d + w * 256, fc, 16, wmma::mem_row_major);
}
