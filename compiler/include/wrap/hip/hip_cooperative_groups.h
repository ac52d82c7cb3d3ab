/* <hip/hip_cooperative_groups.h> in pycucc's compile (wrap/ is first on the include path; HIP's header is the next
 * one found). HIP's coalesced_threads() groups the whole wave's active lanes; CUDA's, those of the caller's 32-lane
 * warp: calls, qualified or not, go to pycucc_compat.h's __pycucc_coalesced_threads (the caller's half of a wave64
 * in the 32-lane model, HIP's group otherwise). A function-like macro defined after HIP's header, so that HIP's own
 * definition keeps its name. */
#ifndef PYCUCC_WRAP_HIP_COOPERATIVE_GROUPS_H
#define PYCUCC_WRAP_HIP_COOPERATIVE_GROUPS_H
#include_next <hip/hip_cooperative_groups.h>
#define coalesced_threads() __pycucc_coalesced_threads()
#endif
