#include "scale.h"
__global__ void scale_kernel(float* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= SCALE_FACTOR;
}
void scale_on_device(float* d, int n) { scale_kernel<<<(n + 255) / 256, 256>>>(d, n); }
