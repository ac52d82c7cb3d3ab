/*
 * pycucc_wmma.h - CUDA's warp matrix functions (<mma.h>, nvcuda::wmma) for every AMD target, in plain code.
 *
 * HIP has no nvcuda::wmma; AMD's counterpart is rocWMMA (rocwmma::fragment, another API, not packaged by Debian),
 * and the matrix instructions differ between RDNA3/4 (WMMA) and CDNA (MFMA). This header gives CUDA's API with
 * CUDA's results on all of them, without matrix cores: a fragment is spread over the 32 lanes of a CUDA warp
 * (element e of lane l is element e * 32 + l of the fragment's matrix in row-major order; CUDA leaves the mapping
 * unspecified, so programs may only touch x[] element-wise), and mma_sync gathers each product's operands from
 * the lanes that hold them with ds_bpermute. On wave64 each half of the wave is one warp, as in pycucc's 32-lane
 * model. Slower than matrix cores by an order of magnitude; what a kernel computes is CUDA's (products in the
 * accumulator's type, half and bfloat16 accumulated in float then rounded once per mma_sync).
 * Shapes and types: m16n16k16, m32n8k16 and m8n32k16 with __half (half or float accumulator), __nv_bfloat16
 * (float), signed/unsigned char (int); m16n16k8 with precision::tf32 (float); m8n8k4 with double.
 * Reference: CUDA C++ Programming Guide, "Warp Matrix Functions".
 */
#ifndef PYCUCC_WMMA_H
#define PYCUCC_WMMA_H
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <type_traits>

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
}  // namespace precision

/* A fragment's matrix: matrix_a is M x K, matrix_b is K x N, the accumulator M x N. */
template <class Use, int M, int N, int K> struct __pycucc_shape;
template <int M, int N, int K> struct __pycucc_shape<matrix_a, M, N, K> { enum { rows = M, cols = K }; };
template <int M, int N, int K> struct __pycucc_shape<matrix_b, M, N, K> { enum { rows = K, cols = N }; };
template <int M, int N, int K> struct __pycucc_shape<accumulator, M, N, K> { enum { rows = M, cols = N }; };
/* tf32 fragments hold floats, as CUDA's do. */
template <class T> struct __pycucc_storage { typedef T type; };
template <> struct __pycucc_storage<precision::tf32> { typedef float type; };

template <class Use, int M, int N, int K, class T, class Layout = void> class fragment {
  public:
    typedef typename __pycucc_storage<T>::type element_type;
    typedef element_type storage_element_type;
    enum { rows = __pycucc_shape<Use, M, N, K>::rows, cols = __pycucc_shape<Use, M, N, K>::cols };
    enum { num_elements = rows * cols / 32, num_storage_elements = rows * cols / 32 };
    element_type x[num_elements];
};

__device__ inline unsigned int __pycucc_warp_lane() { return __lane_id() & 31u; }

/* The value of `v` in lane `lane` of the caller's 32-lane warp, any trivially copyable type of 1 to 8 bytes. */
template <class T> __device__ inline T __pycucc_lane_value(T v, unsigned int lane) {
    const int addr = static_cast<int>(((__lane_id() & 32u) + lane) << 2);
    unsigned int w[2] = {0, 0};
    __builtin_memcpy(w, &v, sizeof(T));
    w[0] = static_cast<unsigned int>(__builtin_amdgcn_ds_bpermute(addr, static_cast<int>(w[0])));
    if (sizeof(T) > 4)
        w[1] = static_cast<unsigned int>(__builtin_amdgcn_ds_bpermute(addr, static_cast<int>(w[1])));
    T out;
    __builtin_memcpy(&out, w, sizeof(T));
    return out;
}

template <class Use, int M, int N, int K, class T, class L, class V>
__device__ inline void fill_fragment(fragment<Use, M, N, K, T, L>& f, const V& value) {
    typedef typename fragment<Use, M, N, K, T, L>::element_type E;
#pragma unroll
    for (int e = 0; e < fragment<Use, M, N, K, T, L>::num_elements; ++e)
        f.x[e] = static_cast<E>(value);
}

/* Element (r, c) of the fragment's matrix at p: row-major or column-major with leading dimension ldm. */
template <class F, class P>
__device__ inline void __pycucc_load(F& f, const P* p, unsigned int ldm, bool col) {
    typedef typename F::element_type E;
    const unsigned int lane = __pycucc_warp_lane();
#pragma unroll
    for (int e = 0; e < F::num_elements; ++e) {
        const unsigned int idx = e * 32 + lane, r = idx / F::cols, c = idx % F::cols;
        f.x[e] = static_cast<E>(p[col ? c * ldm + r : r * ldm + c]);
    }
}
template <int M, int N, int K, class T, class P>
__device__ inline void load_matrix_sync(fragment<matrix_a, M, N, K, T, row_major>& f, const P* p, unsigned ldm) {
    __pycucc_load(f, p, ldm, false);
}
template <int M, int N, int K, class T, class P>
__device__ inline void load_matrix_sync(fragment<matrix_a, M, N, K, T, col_major>& f, const P* p, unsigned ldm) {
    __pycucc_load(f, p, ldm, true);
}
template <int M, int N, int K, class T, class P>
__device__ inline void load_matrix_sync(fragment<matrix_b, M, N, K, T, row_major>& f, const P* p, unsigned ldm) {
    __pycucc_load(f, p, ldm, false);
}
template <int M, int N, int K, class T, class P>
__device__ inline void load_matrix_sync(fragment<matrix_b, M, N, K, T, col_major>& f, const P* p, unsigned ldm) {
    __pycucc_load(f, p, ldm, true);
}
template <int M, int N, int K, class T, class P>
__device__ inline void load_matrix_sync(fragment<accumulator, M, N, K, T>& f, const P* p, unsigned ldm,
                                        layout_t layout) {
    __pycucc_load(f, p, ldm, layout == mem_col_major);
}
template <int M, int N, int K, class T, class P>
__device__ inline void store_matrix_sync(P* p, const fragment<accumulator, M, N, K, T>& f, unsigned ldm,
                                         layout_t layout) {
    typedef fragment<accumulator, M, N, K, T> F;
    const unsigned int lane = __pycucc_warp_lane();
#pragma unroll
    for (int e = 0; e < F::num_elements; ++e) {
        const unsigned int idx = e * 32 + lane, r = idx / F::cols, c = idx % F::cols;
        p[layout == mem_col_major ? c * ldm + r : r * ldm + c] = f.x[e];
    }
}

/* What the products are summed in: float for __half, bfloat16 and tf32 (a half accumulator is rounded once at the
   end), the accumulator's own type otherwise (int for 8-bit integers, double). */
template <class C> struct __pycucc_sum { typedef C type; };
template <> struct __pycucc_sum<__half> { typedef float type; };

/* Element (r, c) of the fragment F's matrix as the calling lane sees it: gathered from the lane that holds it.
   The element index it has there may differ between lanes (each possible one is read, the lane's own kept); after
   unrolling, the bounds are constants and only the reads some lane needs are left. */
template <class F> __device__ inline typename F::element_type __pycucc_element(const F& f, unsigned int r,
                                                                               unsigned int c, int lo, int hi) {
    const unsigned int idx = r * F::cols + c;
    typename F::element_type v = f.x[0];
#pragma unroll
    for (int q = 0; q < F::num_elements; ++q) {
        if (q < lo || q > hi)
            continue;
        typename F::element_type got = __pycucc_lane_value(f.x[q], idx % 32);
        if (static_cast<int>(idx / 32) == q)
            v = got;
    }
    return v;
}

/* The lowest or highest element index, over the 32 lanes, that reading (row of output element e, k) of A or
   (k, column of output element e) of B needs: constants once e and k are (the loops of mma_sync are unrolled). */
__device__ constexpr int __pycucc_q_bound(int e, int k, int outc, int cols, bool a, bool high) {
    int best = high ? -1 : 1 << 30;
    for (int lane = 0; lane < 32; ++lane) {
        const int idx = a ? (e * 32 + lane) / outc * cols + k : k * cols + (e * 32 + lane) % outc;
        if (high ? idx / 32 > best : idx / 32 < best)
            best = idx / 32;
    }
    return best;
}

template <class V> __device__ inline V __pycucc_saturate(V v, std::false_type) { return v; }
__device__ inline float __pycucc_saturate(float v, std::true_type) {
    return v != v ? 0.0f : v > 3.402823466e38f ? 3.402823466e38f : v < -3.402823466e38f ? -3.402823466e38f : v;
}

template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC>
__device__ inline void mma_sync(fragment<accumulator, M, N, K, TC>& d, const fragment<matrix_a, M, N, K, TA, LA>& a,
                                const fragment<matrix_b, M, N, K, TB, LB>& b,
                                const fragment<accumulator, M, N, K, TC>& c, bool satf = false) {
    typedef fragment<accumulator, M, N, K, TC> D;
    typedef fragment<matrix_a, M, N, K, TA, LA> A;
    typedef fragment<matrix_b, M, N, K, TB, LB> B;
    typedef typename __pycucc_sum<TC>::type S;
    const unsigned int lane = __pycucc_warp_lane();
    S sum[D::num_elements];
#pragma unroll
    for (int e = 0; e < D::num_elements; ++e)
        sum[e] = static_cast<S>(c.x[e]);
#pragma unroll
    for (int k = 0; k < K; ++k) {
#pragma unroll
        for (int e = 0; e < D::num_elements; ++e) {
            const unsigned int idx = e * 32 + lane, i = idx / N, j = idx % N;
            const S av = static_cast<S>(__pycucc_element(a, i, k, __pycucc_q_bound(e, k, N, K, true, false),
                                                         __pycucc_q_bound(e, k, N, K, true, true)));
            const S bv = static_cast<S>(__pycucc_element(b, k, j, __pycucc_q_bound(e, k, N, N, false, false),
                                                         __pycucc_q_bound(e, k, N, N, false, true)));
            sum[e] += av * bv;
        }
    }
#pragma unroll
    for (int e = 0; e < D::num_elements; ++e) {
        S v = sum[e];
        if (satf)
            v = __pycucc_saturate(v, std::is_same<S, float>{});
        d.x[e] = static_cast<TC>(v);
    }
}

/* tf32 rounding of a float (CUDA: round to nearest, ties away, to 10 mantissa bits; NaN and infinities kept). */
__device__ inline float __float_to_tf32(float in) {
    unsigned int u;
    __builtin_memcpy(&u, &in, 4);
    if ((u & 0x7f800000u) != 0x7f800000u)
        u = (u + 0x1000u) & 0xffffe000u;
    float out;
    __builtin_memcpy(&out, &u, 4);
    return out;
}
}  // namespace wmma
}  // namespace nvcuda
#endif /* PYCUCC_WMMA_H */
