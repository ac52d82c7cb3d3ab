// cudaLaunchKernelEx and cudaLaunchKernelExC (CUDA 11.8; HIP 7.0): pycucc_compat.h launches with the
// configuration on older HIP. A hint attribute (priority) launches; a cooperative one goes through the cooperative
// launch; a 2-block cluster is cudaErrorNotSupported. Prints each call's error name.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int* out, short value) { out[threadIdx.x] = value; }

int main() {
    int* d = nullptr;
    cudaMalloc(&d, 32 * sizeof(int));  // fails without a GPU: the launches then report HIP's no-device error
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(1);
    config.blockDim = dim3(32);
    cudaLaunchAttribute attrs[2];
    attrs[0].id = cudaLaunchAttributePriority;
    attrs[0].val.priority = 1;
    config.attrs = attrs;
    config.numAttrs = 1;
    cudaError_t hinted = cudaLaunchKernelEx(&config, fill, d, 7);  // 7: an int, converted to the kernel's short
    attrs[1].id = cudaLaunchAttributeClusterDimension;
    attrs[1].val.clusterDim.x = 2;
    attrs[1].val.clusterDim.y = 1;
    attrs[1].val.clusterDim.z = 1;
    config.numAttrs = 2;
    cudaError_t cluster = cudaLaunchKernelEx(&config, fill, d, 7);
    attrs[1].val.clusterDim.x = 1;
    attrs[0].id = cudaLaunchAttributeCooperative;
    attrs[0].val.cooperative = 1;
    cudaError_t cooperative = cudaLaunchKernelEx(&config, fill, d, 7);
    short value = 9;
    void* args[] = {&d, &value};
    config.numAttrs = 0;
    cudaError_t c_api = cudaLaunchKernelExC(&config, (const void*)fill, args);
    cudaDeviceSynchronize();
    std::printf("hinted %s\ncluster %s\ncooperative %s\nc_api %s\n", cudaGetErrorName(hinted),
                cudaGetErrorName(cluster), cudaGetErrorName(cooperative), cudaGetErrorName(c_api));
    return 0;
}
