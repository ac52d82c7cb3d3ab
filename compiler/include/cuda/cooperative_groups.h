/* Parse-only shim of <cooperative_groups.h> (and <cooperative_groups/reduce.h>, which includes it). */
#ifndef PYCUCC_SHIM_COOPERATIVE_GROUPS_H
#define PYCUCC_SHIM_COOPERATIVE_GROUPS_H
#define _COOPERATIVE_GROUPS_H_  /* the CUDA header's include guard, which code may test */
#include "pycucc_cuda_parse.h"
namespace cooperative_groups {
class thread_group {
 public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ bool is_valid() const;
};
class thread_block : public thread_group {
 public:
  __device__ static dim3 group_index();
  __device__ static dim3 thread_index();
  __device__ static dim3 group_dim();
  __device__ dim3 dim_threads() const;
};
class grid_group : public thread_group {
 public:
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 block_index() const;
  __device__ unsigned long long block_rank() const;
  __device__ unsigned long long num_blocks() const;
};
class coalesced_group : public thread_group {
 public:
  template <class T> __device__ T shfl(T var, unsigned int src) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
};
template <unsigned int N, class Parent = void> class thread_block_tile : public thread_group {
 public:
  thread_block_tile() = default;
  /* A tile made from a known parent converts to the parent-erased thread_block_tile<N>. */
  template <class P2> __device__ thread_block_tile(const thread_block_tile<N, P2> &other);
  template <class T> __device__ T shfl(T var, int src) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_xor(T var, unsigned int mask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T value) const;
  template <class T> __device__ unsigned int match_all(T value, int &pred) const;
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
  __device__ static constexpr unsigned int size() { return N; }
  __device__ static constexpr unsigned int num_threads() { return N; }
};
__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();
__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tile_size);
template <unsigned int N, class P> __device__ thread_block_tile<N, P> tiled_partition(const P &parent);
template <class G> __device__ void sync(const G &group);
template <class G> __device__ unsigned long long thread_rank(const G &group);
template <class G> __device__ unsigned long long group_size(const G &group);
/* cooperative_groups/reduce.h and scan.h */
template <class T> struct plus { __device__ T operator()(T a, T b) const; };
template <class T> struct less { __device__ T operator()(T a, T b) const; };
template <class T> struct greater { __device__ T operator()(T a, T b) const; };
template <class T> struct bit_and { __device__ T operator()(T a, T b) const; };
template <class T> struct bit_or { __device__ T operator()(T a, T b) const; };
template <class T> struct bit_xor { __device__ T operator()(T a, T b) const; };
template <class G, class T, class Op> __device__ T reduce(const G &group, T value, Op op);
template <class G, class T, class Op> __device__ T inclusive_scan(const G &group, T value, Op op);
template <class G, class T> __device__ T inclusive_scan(const G &group, T value);
template <class G, class T, class Op> __device__ T exclusive_scan(const G &group, T value, Op op);
template <class G, class T> __device__ T exclusive_scan(const G &group, T value);
/* Partitioning, elections, clusters and async copies, which HIP 5 does not have (pycucc_compat.h, or the rules say
   what to do instead). */
template <class L> __device__ coalesced_group labeled_partition(const coalesced_group &parent, L label);
template <class L, unsigned int N, class P> __device__ coalesced_group labeled_partition(const thread_block_tile<N, P> &parent, L label);
__device__ coalesced_group binary_partition(const coalesced_group &parent, bool pred);
template <unsigned int N, class P> __device__ coalesced_group binary_partition(const thread_block_tile<N, P> &parent, bool pred);
class cluster_group : public thread_group {};
__device__ cluster_group this_cluster();
template <class G, class T> __device__ void memcpy_async(const G &group, T *dst, const T *src, size_t count);
template <class G, class T> __device__ void memcpy_async(const G &group, T *dst, size_t dst_count, const T *src, size_t src_count);
template <class G> __device__ void wait(const G &group);
template <unsigned int N, class G> __device__ void wait_prior(const G &group);
template <class G, class F, class... A> __device__ void invoke_one(const G &group, F &&fn, A &&...args);
template <class G, class F, class... A> __device__ auto invoke_one_broadcast(const G &group, F &&fn, A &&...args) -> decltype(fn(args...));
}  // namespace cooperative_groups
#endif
