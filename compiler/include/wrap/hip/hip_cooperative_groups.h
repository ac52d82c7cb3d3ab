/* <hip/hip_cooperative_groups.h> in pycucc's compile (wrap/ is first on the include path; HIP's header is the next
 * one found). HIP's coalesced_threads() groups the whole wave's active lanes; CUDA's, those of the caller's 32-lane
 * warp: calls, qualified or not, go to pycucc_compat.h's __pycucc_coalesced_threads (the caller's half of a wave64
 * in the 32-lane model, HIP's group otherwise). A function-like macro defined after HIP's header, so that HIP's own
 * definition keeps its name. */
#ifndef PYCUCC_WRAP_HIP_COOPERATIVE_GROUPS_H
#define PYCUCC_WRAP_HIP_COOPERATIVE_GROUPS_H
/* HIP 5.2's thread_block_tile::shfl passes the source rank to HIP's __shfl unmasked, which adds it to the tile's
 * first lane: `tile.shfl(v, rank + 1)` read the next tile. CUDA takes it modulo the tile's size ("Warp Shuffle
 * Functions"), as pycucc_compat.h's __pycucc_shfl does; the header's three-argument calls go there. */
#pragma push_macro("__shfl")
#define __shfl(var, lane, width) __pycucc_shfl(var, lane, width)
#include_next <hip/hip_cooperative_groups.h>
#pragma pop_macro("__shfl")
#define coalesced_threads() __pycucc_coalesced_threads()
/* HIP 5.7 (Debian 13): a tile of the block, thread_block_tile<N, thread_block> (what tiled_partition<N>(block)
 * returns), derives size(), thread_rank() and sync() both from thread_block_tile_base<N> and from tiled_group, and
 * only the parentless thread_block_tile_type<N, void> says which one it means (using-declarations), so `tile.size()`
 * is "member 'size' found in multiple base classes of different types" (amd_detail/amd_hip_cooperative_groups.h,
 * class thread_block_tile_type). CUDA's tile has one of each. This specialization for a block's tile is the same
 * class with the using-declarations of the parentless one. PYCUCC_HIP_TILE_MEMBERS_AMBIGUOUS=0 or 1 overrides the
 * version check for a HIP 5.x this was not checked on (5.2's tile has no parent type). */
#ifndef PYCUCC_HIP_TILE_MEMBERS_AMBIGUOUS
#  define PYCUCC_HIP_TILE_MEMBERS_AMBIGUOUS (HIP_VERSION_MAJOR == 5 && HIP_VERSION_MINOR == 7)
#endif
#if PYCUCC_HIP_TILE_MEMBERS_AMBIGUOUS
namespace cooperative_groups {
template <unsigned int tileSize>
class thread_block_tile_type<tileSize, thread_block> : public thread_block_tile_base<tileSize>, public tiled_group,
                                                       public parent_group_info<tileSize, thread_block> {
    typedef thread_block_tile_base<tileSize> __pycucc_tile_base;
  protected:
    __CG_QUALIFIER__ thread_block_tile_type() : tiled_group(tileSize) {
        coalesced_info.tiled_info.size = tileSize;
        coalesced_info.tiled_info.is_tiled = true;
    }
  public:
    using __pycucc_tile_base::size;
    using __pycucc_tile_base::sync;
    using __pycucc_tile_base::thread_rank;
};
}  // namespace cooperative_groups
#endif
#endif
