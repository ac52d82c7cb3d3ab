// CUDA's legacy shuffles without a mask (CUDA 8 and sm_6x code): CUDA's 32-lane warp, the source lane modulo the
// width, whatever the wave size (pycucc_compat.h's __pycucc_shfl* forms; HIP's namesakes default to its warpSize).
__global__ void legacy(float* v, int* w) {
    float x = v[threadIdx.x];
    int lane = threadIdx.x % 32;
    // CHECK:     x += __pycucc_shfl(x, lane + 1);
    x += __shfl(x, lane + 1);
    // CHECK:     x += __pycucc_shfl_up(x, 1) + __pycucc_shfl_down(x, 2, 16);
    x += __shfl_up(x, 1) + __shfl_down(x, 2, 16);
    // CHECK:     w[threadIdx.x] = __pycucc_shfl_xor(w[threadIdx.x], 4, 8);
    w[threadIdx.x] = __shfl_xor(w[threadIdx.x], 4, 8);
    v[threadIdx.x] = x;
}
