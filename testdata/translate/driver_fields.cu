// Field paths of the driver's allocation properties for a build against HIP 5.2 (Debian 12), whose
// hipMemAllocationProp has compressionType and usage as members of the struct itself.
// OPTIONS: installed_hip=5.2
#include <cuda.h>

static void fill(CUmemAllocationProp *p, CUmemAllocationProp props[2], int dev) {
  CUmemAllocationProp prop = {};
  // CHECK:   prop.compressionType = 0;
  prop.allocFlags.compressionType = 0;
  // CHECK:   p->usage = 0;
  p->allocFlags.usage = 0;
  // CHECK:   props[1].compressionType = (unsigned char)props[0].compressionType;
  props[1].allocFlags.compressionType = (unsigned char)props[0].allocFlags.compressionType;
  // CHECK:   prop.requestedHandleType = hipMemHandleTypeNone;
  prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_NONE;
  prop.location.id = dev;
  *p = prop;
}

int main() {
  CUmemAllocationProp a = {}, b[2] = {};
  fill(&a, b, 0);
  return a.location.id;
}
