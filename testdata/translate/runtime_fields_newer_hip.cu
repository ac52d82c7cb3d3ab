// Members of CUDA's runtime structs that HIP spells otherwise in some releases: cudaPointerAttributes::type is
// hipPointerAttribute_t::type from HIP 5.5 (memoryType before: a build against older HIP writes that).
#include <cuda_runtime.h>

int kind_of(const void *p) {
  cudaPointerAttributes attrs;
  if (cudaPointerGetAttributes(&attrs, p) != cudaSuccess) return -1;
  cudaPointerAttributes *ap = &attrs;
  // CHECK:   return attrs.type == hipMemoryTypeDevice ? attrs.device : (int)ap->type;
  return attrs.type == cudaMemoryTypeDevice ? attrs.device : (int)ap->type;
}
