/* Parse-only shim of <mma.h>: the warp matrix functions (compile: compiler/include/fallback/pycucc_wmma.h; rules:
 * compiler/rules/wmma.rules). */
#ifndef PYCUCC_SHIM_MMA_H
#define PYCUCC_SHIM_MMA_H
#define __CUDA_MMA_H__
#include "cuda_fp16.h"
#include "cuda_bf16.h"
namespace nvcuda {
namespace wmma {
struct row_major {};
struct col_major {};
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32 {};
}
template <class T> struct __pycucc_storage { typedef T type; };
template <> struct __pycucc_storage<precision::tf32> { typedef float type; };
template <class Use, int M, int N, int K, class T, class Layout = void> class fragment {
  public:
    enum { num_elements = 8, num_storage_elements = 8 };
    typedef typename __pycucc_storage<T>::type element_type;
    typedef element_type storage_element_type;
    element_type x[num_elements];
};
template <class Use, int M, int N, int K, class T, class L, class V>
__device__ void fill_fragment(fragment<Use, M, N, K, T, L> &f, const V &value);
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ void load_matrix_sync(fragment<Use, M, N, K, T, L> &f, const P *p, unsigned ldm);
template <class Use, int M, int N, int K, class T, class P>
__device__ void load_matrix_sync(fragment<Use, M, N, K, T> &f, const P *p, unsigned ldm, layout_t layout);
template <int M, int N, int K, class T, class P>
__device__ void store_matrix_sync(P *p, const fragment<accumulator, M, N, K, T> &f, unsigned ldm, layout_t layout);
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC>
__device__ void mma_sync(fragment<accumulator, M, N, K, TC> &d, const fragment<matrix_a, M, N, K, TA, LA> &a,
                         const fragment<matrix_b, M, N, K, TB, LB> &b, const fragment<accumulator, M, N, K, TC> &c,
                         bool satf = false);
__device__ float __float_to_tf32(float in);
}  // namespace wmma
}  // namespace nvcuda
#endif
