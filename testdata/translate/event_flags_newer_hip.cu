// The event record and wait flags (driver_types.h): HIP 6.4's names (a build against older HIP keeps CUDA's, which
// pycucc_compat.h defines with CUDA's values).
#include <cuda_runtime.h>

void record(cudaEvent_t e, cudaStream_t s) {
  // CHECK:   (void)hipEventRecordWithFlags(e, s, hipEventRecordDefault);
  (void)cudaEventRecordWithFlags(e, s, cudaEventRecordDefault);
  // CHECK:   (void)hipEventRecordWithFlags(e, s, hipEventRecordExternal);
  (void)cudaEventRecordWithFlags(e, s, cudaEventRecordExternal);
  // CHECK:   (void)hipStreamWaitEvent(s, e, hipEventWaitDefault);
  (void)cudaStreamWaitEvent(s, e, cudaEventWaitDefault);
  // CHECK:   (void)hipStreamWaitEvent(s, e, hipEventWaitExternal);
  (void)cudaStreamWaitEvent(s, e, cudaEventWaitExternal);
}
