// libcu++'s sm_90 pieces AMD GPUs have nothing like (libcu.rules): each use is an error with advice.
#include <cuda_runtime.h>
// CHECK: #include <pycucc_cuda_barrier.h>
#include <cuda/barrier>

__global__ void tma(const float* in) {
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float tile[64];
    // DIAG: error PCC1002
    cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
    // DIAG: error PCC1002
    cuda::device::barrier_expect_tx(bar, sizeof(tile));
    // DIAG: error PCC1002
    cuda::device::memcpy_async_tx(tile, in, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    // DIAG: error PCC1002
    (void)cuda::device::barrier_native_handle(bar);
    // DIAG: error PCC1002
    cuda::device::experimental::fence_proxy_async_shared_cta();
}
