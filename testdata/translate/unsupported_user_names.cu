// A name CUDA has and HIP lacks is the program's own where the program declares it: kept, with no error. Only the
// CUDA entity (unqualified after `using namespace`, or through the CUDA namespace) is unsupported.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

namespace mine {
// CHECK: __device__ int this_cluster() { return 1; }
__device__ int this_cluster() { return 1; }
}  // namespace mine

struct Launch {
  int this_cluster;
};

__global__ void own(int* out) {
  Launch l;
  // CHECK:   l.this_cluster = mine::this_cluster();
  l.this_cluster = mine::this_cluster();
  out[0] = l.this_cluster;
}

__global__ void theirs(int* out) {
  // DIAG: error PCC1002
  auto cluster = cg::this_cluster();
  out[0] = 0;
}
