#include <cstdio>
#include <cuda_runtime.h>
int main() {
    int n = -1;
    cudaError_t e = cudaGetDeviceCount(&n);
    printf("findcuda_host: %d devices (%s)\n", e == cudaSuccess ? n : 0, cudaGetErrorName(e));
    return 0;
}
