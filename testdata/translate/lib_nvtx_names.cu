// Every nvtx name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: roctx64
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <roctracer/roctx.h>
#include <nvtx3/nvToolsExt.h>
// CHECK: #include <roctracer/roctx.h>
#include <nvToolsExt.h>
// The next includes disappear (HIP needs no counterpart of these CUDA headers).
// CHECK: #include <stdio.h>
#include <nvtx3/nvToolsExtCuda.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <stdio.h>

void use_all() {
  // CHECK:   (void)(roctx_range_id_t *)0;
  (void)(nvtxRangeId_t *)0;
  // CHECK:   using ::roctxMarkA;
  using ::nvtxMarkA;
  // CHECK:   using ::roctxRangeStartA;
  using ::nvtxRangeStartA;
  // CHECK:   using ::roctxRangeStop;
  using ::nvtxRangeEnd;
  // CHECK:   using ::roctxRangePushA;
  using ::nvtxRangePushA;
  // CHECK:   using ::roctxRangePop;
  using ::nvtxRangePop;
  // CHECK:   using ::roctxMarkA;
  using ::nvtxMark;
  // CHECK:   using ::roctxRangeStartA;
  using ::nvtxRangeStart;
  // CHECK:   using ::roctxRangePushA;
  using ::nvtxRangePush;
}
