// The CUDA C++ twins of handwritten.ptx's kernels: same names (extern "C") and parameters, so their AMD code
// objects must list the same explicit kernel arguments (offsets, sizes, kinds) as the lowered PTX's.
#include <cuda_runtime.h>

struct Args { unsigned a; unsigned b; double x; unsigned long long c; };

extern "C" __global__ void add128(uint4* dst, const uint4* src_a, const uint4* src_b, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = src_a[i];
    (void)src_b;
}

extern "C" __global__ void scale(Args args, float* out, float k) {
    out[0] = (float)(args.x * k) + (float)(args.a * args.b + args.c);
}

extern "C" __global__ void __launch_bounds__(256) block_sum(const float* in, float* out) {
    extern __shared__ float dyn[];
    dyn[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) atomicAdd(out, dyn[0]);
}

int main() { return 0; }
