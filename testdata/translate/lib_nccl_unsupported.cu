// nccl names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <nccl.h>

void use_all() {
  // DIAG: error PCC1002
  (void)(ncclWindow_vidmem *)0;
  // DIAG: error PCC1002
  (void)(ncclWindow_t *)0;
  // DIAG: error PCC1002
  (void)ncclInProgress;
  // DIAG: error PCC1002
  (void)ncclTimeout;
  // DIAG: error PCC1002
  (void)(ncclHostCftMode_t *)0;
  // DIAG: error PCC1002
  (void)ncclHostCftDefault;
  // DIAG: error PCC1002
  (void)ncclHostCftEnable;
  // DIAG: error PCC1002
  (void)ncclHostCftDisable;
  // DIAG: error PCC1002
  (void)ncclHostCftFallback;
  // DIAG: error PCC1002
  (void)(ncclNvlsHostMode_t *)0;
  // DIAG: error PCC1002
  (void)ncclNvlsHostModeDefault;
  // DIAG: error PCC1002
  (void)ncclNvlsHostModeEnable;
  // DIAG: error PCC1002
  (void)ncclNvlsHostModeDisableTransport;
  // DIAG: error PCC1002
  (void)ncclNvlsHostModeDisableSymmetricMultimem;
  // DIAG: error PCC1002
  (void)ncclNvlsHostModeDisable;
  // DIAG: error PCC1002
  (void)(ncclConfig_v23100 *)0;
  // DIAG: error PCC1002
  (void)(ncclConfig_t *)0;
  // DIAG: error PCC1002
  (void)(ncclConfigExt *)0;
  // DIAG: error PCC1002
  (void)(ncclConfigExt_t *)0;
  // DIAG: error PCC1002
  (void)(ncclCollConfig_v23200 *)0;
  // DIAG: error PCC1002
  (void)(ncclCollConfig_t *)0;
  // DIAG: error PCC1002
  (void)(ncclSimInfo_v22200 *)0;
  // DIAG: error PCC1002
  (void)(ncclSimInfo_t *)0;
  // DIAG: error PCC1002
  (void)(ncclCommMemStat_t *)0;
  // DIAG: error PCC1002
  (void)ncclStatGpuMemSuspend;
  // DIAG: error PCC1002
  (void)ncclStatGpuMemSuspended;
  // DIAG: error PCC1002
  (void)ncclStatGpuMemPersist;
  // DIAG: error PCC1002
  (void)ncclStatGpuMemTotal;
  // DIAG: error PCC1002
  (void)ncclFloat8e4m3;
  // DIAG: error PCC1002
  (void)ncclFloat8e5m2;
  // DIAG: error PCC1002
  (void)(ncclWaitSignalDesc_t *)0;
  // DIAG: error PCC1002
  (void)(ncclEncryptionMode_t *)0;
  // DIAG: error PCC1002
  (void)NCCL_ENCRYPTION_MODE_NONE;
  // DIAG: error PCC1002
  (void)NCCL_ENCRYPTION_MODE_PSK;
  // DIAG: error PCC1002
  (void)(ncclEncryptionConfig_v23200 *)0;
  // DIAG: error PCC1002
  (void)(ncclEncryptionConfig_t *)0;
  // DIAG: error PCC1002
  (void)(ncclParamHandle *)0;
  // DIAG: error PCC1002
  (void)(ncclParamHandle_t *)0;
  // DIAG: error PCC1002
  using ::ncclMemAlloc;
  // DIAG: error PCC1002
  using ::pncclMemAlloc;
  // DIAG: error PCC1002
  using ::ncclMemFree;
  // DIAG: error PCC1002
  using ::pncclMemFree;
  // DIAG: error PCC1002
  using ::ncclCommInitRankConfig;
  // DIAG: error PCC1002
  using ::pncclCommInitRankConfig;
  // DIAG: error PCC1002
  using ::ncclCommFinalize;
  // DIAG: error PCC1002
  using ::pncclCommFinalize;
  // DIAG: error PCC1002
  using ::ncclCommRevoke;
  // DIAG: error PCC1002
  using ::pncclCommRevoke;
  // DIAG: error PCC1002
  using ::ncclCommSplit;
  // DIAG: error PCC1002
  using ::pncclCommSplit;
  // DIAG: error PCC1002
  using ::ncclCommShrink;
  // DIAG: error PCC1002
  using ::pncclCommShrink;
  // DIAG: error PCC1002
  using ::ncclCommGetUniqueId;
  // DIAG: error PCC1002
  using ::pncclCommGetUniqueId;
  // DIAG: error PCC1002
  using ::ncclCommGrow;
  // DIAG: error PCC1002
  using ::pncclCommGrow;
  // DIAG: error PCC1002
  using ::ncclCommInitRankScalable;
  // DIAG: error PCC1002
  using ::pncclCommInitRankScalable;
  // DIAG: error PCC1002
  using ::pncclGetLastError;
  // DIAG: error PCC1002
  using ::ncclCommRegister;
  // DIAG: error PCC1002
  using ::pncclCommRegister;
  // DIAG: error PCC1002
  using ::ncclCommDeregister;
  // DIAG: error PCC1002
  using ::pncclCommDeregister;
  // DIAG: error PCC1002
  using ::ncclCommSuspend;
  // DIAG: error PCC1002
  using ::pncclCommSuspend;
  // DIAG: error PCC1002
  using ::ncclCommResume;
  // DIAG: error PCC1002
  using ::pncclCommResume;
  // DIAG: error PCC1002
  using ::ncclCommMemStats;
  // DIAG: error PCC1002
  using ::pncclCommMemStats;
  // DIAG: error PCC1002
  using ::ncclCommWindowRegister;
  // DIAG: error PCC1002
  using ::pncclCommWindowRegister;
  // DIAG: error PCC1002
  using ::ncclCommWindowDeregister;
  // DIAG: error PCC1002
  using ::pncclCommWindowDeregister;
  // DIAG: error PCC1002
  using ::ncclWinGetUserPtr;
  // DIAG: error PCC1002
  using ::pncclWinGetUserPtr;
  // DIAG: error PCC1002
  using ::ncclPutSignal;
  // DIAG: error PCC1002
  using ::pncclPutSignal;
  // DIAG: error PCC1002
  using ::ncclSignal;
  // DIAG: error PCC1002
  using ::pncclSignal;
  // DIAG: error PCC1002
  using ::ncclWaitSignal;
  // DIAG: error PCC1002
  using ::pncclWaitSignal;
  // DIAG: error PCC1002
  using ::ncclSetEncryption;
  // DIAG: error PCC1002
  using ::pncclSetEncryption;
  // DIAG: error PCC1002
  using ::ncclParamBind;
  // DIAG: error PCC1002
  using ::pncclParamBind;
  // DIAG: error PCC1002
  using ::ncclParamGetI8;
  // DIAG: error PCC1002
  using ::pncclParamGetI8;
  // DIAG: error PCC1002
  using ::ncclParamGetI16;
  // DIAG: error PCC1002
  using ::pncclParamGetI16;
  // DIAG: error PCC1002
  using ::ncclParamGetI32;
  // DIAG: error PCC1002
  using ::pncclParamGetI32;
  // DIAG: error PCC1002
  using ::ncclParamGetI64;
  // DIAG: error PCC1002
  using ::pncclParamGetI64;
  // DIAG: error PCC1002
  using ::ncclParamGetU8;
  // DIAG: error PCC1002
  using ::pncclParamGetU8;
  // DIAG: error PCC1002
  using ::ncclParamGetU16;
  // DIAG: error PCC1002
  using ::pncclParamGetU16;
  // DIAG: error PCC1002
  using ::ncclParamGetU32;
  // DIAG: error PCC1002
  using ::pncclParamGetU32;
  // DIAG: error PCC1002
  using ::ncclParamGetU64;
  // DIAG: error PCC1002
  using ::pncclParamGetU64;
  // DIAG: error PCC1002
  using ::ncclParamGetStr;
  // DIAG: error PCC1002
  using ::pncclParamGetStr;
  // DIAG: error PCC1002
  using ::ncclParamGet;
  // DIAG: error PCC1002
  using ::pncclParamGet;
  // DIAG: error PCC1002
  using ::ncclParamGetParameter;
  // DIAG: error PCC1002
  using ::pncclParamGetParameter;
  // DIAG: error PCC1002
  using ::ncclParamGetAllParameterKeys;
  // DIAG: error PCC1002
  using ::pncclParamGetAllParameterKeys;
  // DIAG: error PCC1002
  using ::ncclParamDumpAll;
  // DIAG: error PCC1002
  using ::pncclParamDumpAll;
  // DIAG: error PCC1002
  using ::ncclAlltoAll;
  // DIAG: error PCC1002
  using ::pncclAlltoAll;
  // DIAG: error PCC1002
  using ::ncclAllReduceConfig;
  // DIAG: error PCC1002
  using ::pncclAllReduceConfig;
  // DIAG: error PCC1002
  using ::ncclBroadcastConfig;
  // DIAG: error PCC1002
  using ::pncclBroadcastConfig;
  // DIAG: error PCC1002
  using ::ncclReduceConfig;
  // DIAG: error PCC1002
  using ::pncclReduceConfig;
  // DIAG: error PCC1002
  using ::ncclAllGatherConfig;
  // DIAG: error PCC1002
  using ::pncclAllGatherConfig;
  // DIAG: error PCC1002
  using ::ncclReduceScatterConfig;
  // DIAG: error PCC1002
  using ::pncclReduceScatterConfig;
  // DIAG: error PCC1002
  using ::ncclAlltoAllConfig;
  // DIAG: error PCC1002
  using ::pncclAlltoAllConfig;
  // DIAG: error PCC1002
  using ::ncclGatherConfig;
  // DIAG: error PCC1002
  using ::pncclGatherConfig;
  // DIAG: error PCC1002
  using ::ncclScatterConfig;
  // DIAG: error PCC1002
  using ::pncclScatterConfig;
  // DIAG: error PCC1002
  using ::ncclGroupSimulateEnd;
  // DIAG: error PCC1002
  using ::pncclGroupSimulateEnd;
  // DIAG: error PCC1002
  #if defined(NCCL_COMM_NULL)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_CONFIG_UNDEF_INT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_CONFIG_UNDEF_PTR)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_SPLIT_NOCOLOR)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_UNDEF_FLOAT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_API_MAGIC)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_WIN_DEFAULT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_WIN_COLL_SYMMETRIC)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_WIN_STRICT_ORDERING)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_WIN_GIN_ONLY)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_WIN_CFT_COUNTED)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_WIN_REQUIRED_ALIGNMENT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_CTA_POLICY_DEFAULT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_CTA_POLICY_EFFICIENCY)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_CTA_POLICY_ZERO)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_SHRINK_DEFAULT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_SHRINK_ABORT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_REVOKE_DEFAULT)
#endif
  // DIAG: error PCC1002
  #if defined(NCCL_SUSPEND_MEM)
#endif
}
