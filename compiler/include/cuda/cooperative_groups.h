/* Parse-only shim of <cooperative_groups.h>. */
#ifndef PYCUCC_SHIM_COOPERATIVE_GROUPS_H
#define PYCUCC_SHIM_COOPERATIVE_GROUPS_H
#include "pycucc_cuda_parse.h"
namespace cooperative_groups {
class thread_group {
 public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
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
  __device__ bool is_valid() const;
  __device__ dim3 group_dim() const;
};
class coalesced_group : public thread_group {
 public:
  template <class T> __device__ T shfl(T var, unsigned int src) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  __device__ unsigned long long meta_group_rank() const;
};
template <unsigned int N> class thread_block_tile : public thread_group {
 public:
  template <class T> __device__ T shfl(T var, int src) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_xor(T var, unsigned int mask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
};
__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();
__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tile_size);
template <unsigned int N, class P> __device__ thread_block_tile<N> tiled_partition(const P &parent);
template <class G> __device__ void sync(const G &group);
}  // namespace cooperative_groups
#endif
