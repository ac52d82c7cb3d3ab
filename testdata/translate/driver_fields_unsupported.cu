// Field paths of the driver's allocation properties that HIP lacks: an error at the use, with the advice; for a
// build against HIP 5.2, the fields only newer HIP has.
// OPTIONS: installed_hip=5.2
#include <cuda.h>

void fill(CUmemAllocationProp *p) {
  // DIAG: error PCC1002
  p->allocFlags.reserved[0] = 0;
  // DIAG: error PCC1006
  p->allocFlags.gpuDirectRDMACapable = 1;
}

unsigned char flags(CUmemAllocationProp *p) {
  // DIAG: error PCC1006
  auto &f = p->allocFlags;
  return f.compressionType;
}
