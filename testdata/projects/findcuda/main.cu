#include <cstdio>
#include <cuda_runtime.h>
#include "scale.h"
int main() {
    float* d = nullptr;
    cudaError_t e = cudaMalloc(&d, 1024 * sizeof(float));
    if (e != cudaSuccess) {
        fprintf(stderr, "findcuda_app: CUDA error: %s\n", cudaGetErrorName(e));
        return 1;
    }
    scale_on_device(d, 1024);
    cudaFree(d);
    return 0;
}
