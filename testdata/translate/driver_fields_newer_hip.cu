// Field paths of the driver's allocation properties as the newest HIP spells them (HIP 5.7 and later:
// allocFlags as CUDA's, requestedHandleType in the singular).
#include <cuda.h>

void fill(CUmemAllocationProp *p, int dev) {
  CUmemAllocationProp prop = {};
  // CHECK:   prop.allocFlags.compressionType = 0;
  prop.allocFlags.compressionType = 0;
  // CHECK:   p->allocFlags.usage = 0;
  p->allocFlags.usage = 0;
  // CHECK:   p->allocFlags.gpuDirectRDMACapable = 1;
  p->allocFlags.gpuDirectRDMACapable = 1;
  // CHECK:   p->requestedHandleType = prop.requestedHandleType;
  p->requestedHandleTypes = prop.requestedHandleTypes;
  prop.location.id = dev;
  // CHECK:   auto &f = prop.allocFlags;
  auto &f = prop.allocFlags;
  f.usage = 0;
}
