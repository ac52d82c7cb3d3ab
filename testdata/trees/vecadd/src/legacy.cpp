// Host-only C++ compiled by the C++ compiler: it still calls the CUDA runtime API.
#include <cuda_runtime_api.h>
#include <cstdio>

int print_devices()
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) return -1;
    for (int d = 0; d < count; ++d) {
        cudaDeviceProp prop;
        cudaGetDeviceProperties(&prop, d);
        std::printf("%d: %s (%d SMs)\n", d, prop.name, prop.multiProcessorCount);
    }
    return count;
}
