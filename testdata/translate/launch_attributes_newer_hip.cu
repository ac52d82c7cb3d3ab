// CUDA 13's launch attribute ids and cluster scheduling policies (driver_types.h, cuda.h) that HIP has (clusters:
// ROCm 7.13), and the driver's launch configuration types (HIP 7.0's HIP_LAUNCH_CONFIG) and what its values name.
#include <cuda.h>
#include <cuda_runtime.h>

void runtime_ids(cudaLaunchAttribute *a) {
  // CHECK:   a[0].id = hipLaunchAttributeIgnore;
  a[0].id = cudaLaunchAttributeIgnore;
  // CHECK:   a[1].id = hipLaunchAttributeClusterDimension;
  a[1].id = cudaLaunchAttributeClusterDimension;
  // CHECK:   a[2].id = hipLaunchAttributeClusterSchedulingPolicyPreference;
  a[2].id = cudaLaunchAttributeClusterSchedulingPolicyPreference;
  // CHECK:   hipClusterSchedulingPolicy policy = hipClusterSchedulingPolicySpread;
  cudaClusterSchedulingPolicy policy = cudaClusterSchedulingPolicySpread;
  // CHECK:   policy = hipClusterSchedulingPolicyDefault; policy = hipClusterSchedulingPolicyLoadBalancing;
  policy = cudaClusterSchedulingPolicyDefault; policy = cudaClusterSchedulingPolicyLoadBalancing;
  (void)policy;
}

// CHECK: void driver_ids(hipLaunchAttribute *a, struct hipLaunchAttribute_st *first, HIP_LAUNCH_CONFIG *config,
void driver_ids(CUlaunchAttribute *a, struct CUlaunchAttribute_st *first, CUlaunchConfig *config,
                // CHECK:                 struct HIP_LAUNCH_CONFIG_st *same) {
                struct CUlaunchConfig_st *same) {
  (void)first; (void)config; (void)same;
  // CHECK:   hipSynchronizationPolicy sync = hipSyncPolicyAuto; enum hipSynchronizationPolicy spin = hipSyncPolicySpin;
  CUsynchronizationPolicy sync = CU_SYNC_POLICY_AUTO; enum CUsynchronizationPolicy_enum spin = CU_SYNC_POLICY_SPIN;
  // CHECK:   sync = hipSyncPolicyYield; spin = hipSyncPolicyBlockingSync; (void)sync; (void)spin;
  sync = CU_SYNC_POLICY_YIELD; spin = CU_SYNC_POLICY_BLOCKING_SYNC; (void)sync; (void)spin;
  // CHECK:   hipLaunchMemSyncDomain domain = hipLaunchMemSyncDomainDefault; enum hipLaunchMemSyncDomain remote = hipLaunchMemSyncDomainRemote;
  CUlaunchMemSyncDomain domain = CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT; enum CUlaunchMemSyncDomain_enum remote = CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE;
  // CHECK:   hipLaunchMemSyncDomainMap map; struct hipLaunchMemSyncDomainMap *map_st = &map;
  CUlaunchMemSyncDomainMap map; struct CUlaunchMemSyncDomainMap_st *map_st = &map;
  (void)domain; (void)remote; (void)map_st;
  // CHECK:   a[0].id = hipLaunchAttributeSynchronizationPolicy; a[1].id = hipLaunchAttributeMemSyncDomainMap;
  a[0].id = CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY; a[1].id = CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;
  // CHECK:   a[2].id = hipLaunchAttributeMemSyncDomain; a[3].id = hipLaunchAttributeIgnore;
  a[2].id = CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN; a[3].id = CU_LAUNCH_ATTRIBUTE_IGNORE;
  // CHECK:   a[4].id = hipLaunchAttributeClusterDimension;
  a[4].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  // CHECK:   a[5].id = hipLaunchAttributeClusterSchedulingPolicyPreference;
  a[5].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
  // CHECK:   hipClusterSchedulingPolicy p = hipClusterSchedulingPolicyDefault;
  CUclusterSchedulingPolicy p = CU_CLUSTER_SCHEDULING_POLICY_DEFAULT;
  // CHECK:   enum hipClusterSchedulingPolicy q = hipClusterSchedulingPolicySpread;
  enum CUclusterSchedulingPolicy_enum q = CU_CLUSTER_SCHEDULING_POLICY_SPREAD;
  // CHECK:   p = hipClusterSchedulingPolicyLoadBalancing;
  p = CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING;
  (void)p; (void)q;
}
