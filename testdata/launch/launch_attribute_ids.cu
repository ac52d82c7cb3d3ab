// Every CUDA 13 launch attribute id and cluster scheduling policy, by its runtime and its driver name: prints each
// value, which must be CUDA's (driver_types.h, cuda.h), and launches with the attributes that leave what the kernel
// computes unchanged (a 1x1x1 cluster, scheduling preferences, programmatic serialization, carveout, NVLink hint).
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void fill(int* out) { out[threadIdx.x] = 1; }

#define SHOW(name) std::printf("%s %d\n", #name, (int)(name))

int main() {
    SHOW(cudaLaunchAttributeIgnore); SHOW(cudaLaunchAttributeClusterDimension);
    SHOW(cudaLaunchAttributeClusterSchedulingPolicyPreference);
    SHOW(cudaLaunchAttributeProgrammaticStreamSerialization); SHOW(cudaLaunchAttributeProgrammaticEvent);
    SHOW(cudaLaunchAttributePreferredClusterDimension); SHOW(cudaLaunchAttributeLaunchCompletionEvent);
    SHOW(cudaLaunchAttributeDeviceUpdatableKernelNode); SHOW(cudaLaunchAttributePreferredSharedMemoryCarveout);
    SHOW(cudaLaunchAttributeNvlinkUtilCentricScheduling);
    SHOW(cudaClusterSchedulingPolicyDefault); SHOW(cudaClusterSchedulingPolicySpread);
    SHOW(cudaClusterSchedulingPolicyLoadBalancing);
    CUlaunchAttribute ca[13];  // a driver configuration's attributes, as programs name them
    ca[0].id = CU_LAUNCH_ATTRIBUTE_IGNORE; ca[1].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    ca[2].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
    ca[3].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION; ca[4].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT;
    ca[5].id = CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION; ca[6].id = CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT;
    ca[7].id = CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE;
    ca[8].id = CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT;
    ca[9].id = CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING;
    ca[10].value.clusterSchedulingPolicyPreference = CU_CLUSTER_SCHEDULING_POLICY_DEFAULT;
    ca[11].value.clusterSchedulingPolicyPreference = CU_CLUSTER_SCHEDULING_POLICY_SPREAD;
    ca[12].value.clusterSchedulingPolicyPreference = CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING;
    for (int i = 0; i < 10; ++i) std::printf("CU_id%d %d\n", i, (int)ca[i].id);
    for (int i = 10; i < 13; ++i) std::printf("CU_policy%d %d\n", i, (int)ca[i].value.clusterSchedulingPolicyPreference);

    int* d = nullptr;
    cudaMalloc(&d, 32 * sizeof(int));  // fails without a GPU: the launch then reports HIP's no-device error
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(1);
    config.blockDim = dim3(32);
    cudaLaunchAttribute attrs[7];
    attrs[0].id = cudaLaunchAttributeClusterDimension;
    attrs[0].val.clusterDim.x = 1; attrs[0].val.clusterDim.y = 1; attrs[0].val.clusterDim.z = 1;
    attrs[1].id = cudaLaunchAttributeClusterSchedulingPolicyPreference;
    attrs[1].val.clusterSchedulingPolicyPreference = cudaClusterSchedulingPolicySpread;
    attrs[2].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attrs[2].val.programmaticStreamSerializationAllowed = 1;
    attrs[3].id = cudaLaunchAttributeIgnore;
    attrs[4].id = cudaLaunchAttributePreferredSharedMemoryCarveout;
    attrs[4].val.sharedMemCarveout = 50;
    attrs[5].id = cudaLaunchAttributeNvlinkUtilCentricScheduling;
    attrs[5].val.nvlinkUtilCentricScheduling = 1;
    attrs[6].id = cudaLaunchAttributePreferredClusterDimension;
    attrs[6].val.preferredClusterDim.x = 1; attrs[6].val.preferredClusterDim.y = 1; attrs[6].val.preferredClusterDim.z = 1;
    config.attrs = attrs;
    config.numAttrs = 7;
    std::printf("launch %s\n", cudaGetErrorName(cudaLaunchKernelEx(&config, fill, d)));
    return 0;
}
