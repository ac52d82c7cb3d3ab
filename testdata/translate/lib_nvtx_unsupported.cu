// nvtx names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py).
// LIBRARY: none (not compiled: HIP has no counterpart)
// OPTIONS: unsupported_api=error
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvToolsExt.h>

void use_all() {
  // DIAG: error PCC1002
  (void)(nvtxDomainRegistration_st *)0;
  // DIAG: error PCC1002
  (void)(nvtxDomainRegistration *)0;
  // DIAG: error PCC1002
  (void)(nvtxDomainHandle_t *)0;
  // DIAG: error PCC1002
  (void)(nvtxStringRegistration_st *)0;
  // DIAG: error PCC1002
  (void)(nvtxStringRegistration *)0;
  // DIAG: error PCC1002
  (void)(nvtxStringHandle_t *)0;
  // DIAG: error PCC1002
  (void)(nvtxColorType_t *)0;
  // DIAG: error PCC1002
  (void)NVTX_COLOR_UNKNOWN;
  // DIAG: error PCC1002
  (void)NVTX_COLOR_ARGB;
  // DIAG: error PCC1002
  (void)(nvtxMessageType_t *)0;
  // DIAG: error PCC1002
  (void)NVTX_MESSAGE_UNKNOWN;
  // DIAG: error PCC1002
  (void)NVTX_MESSAGE_TYPE_ASCII;
  // DIAG: error PCC1002
  (void)NVTX_MESSAGE_TYPE_UNICODE;
  // DIAG: error PCC1002
  (void)NVTX_MESSAGE_TYPE_REGISTERED;
  // DIAG: error PCC1002
  (void)(nvtxMessageValue_t *)0;
  // DIAG: error PCC1002
  (void)(nvtxPayloadType_t *)0;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_UNKNOWN;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_TYPE_UNSIGNED_INT64;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_TYPE_INT64;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_TYPE_DOUBLE;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_TYPE_UNSIGNED_INT32;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_TYPE_INT32;
  // DIAG: error PCC1002
  (void)NVTX_PAYLOAD_TYPE_FLOAT;
  // DIAG: error PCC1002
  (void)(nvtxEventAttributes_v2 *)0;
  // DIAG: error PCC1002
  (void)(nvtxEventAttributes_t *)0;
  // DIAG: error PCC1002
  (void)(nvtxResourceGenericType_t *)0;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_UNKNOWN;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_GENERIC_POINTER;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_GENERIC_HANDLE;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_GENERIC_THREAD_NATIVE;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_GENERIC_THREAD_POSIX;
  // DIAG: error PCC1002
  (void)(nvtxResourceAttributes_v0 *)0;
  // DIAG: error PCC1002
  (void)(nvtxResourceAttributes_t *)0;
  // DIAG: error PCC1002
  (void)(nvtxResourceHandle *)0;
  // DIAG: error PCC1002
  (void)(nvtxResourceHandle_t *)0;
  // DIAG: error PCC1002
  (void)(nvtxResourceCUDAType_t *)0;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDA_DEVICE;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDA_CONTEXT;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDA_STREAM;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDA_EVENT;
  // DIAG: error PCC1002
  (void)(nvtxResourceCUDARTType_t *)0;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDART_DEVICE;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDART_STREAM;
  // DIAG: error PCC1002
  (void)NVTX_RESOURCE_TYPE_CUDART_EVENT;
  // DIAG: error PCC1002
  #if defined(NVTX_VERSION)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_NULLPTR)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_DECLSPEC)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_SUCCESS)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_FAIL)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_ERR_INIT_LOAD_PROPERTY)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_ERR_INIT_ACCESS_LIBRARY)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_ERR_INIT_LOAD_LIBRARY)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_ERR_INIT_MISSING_LIBRARY_ENTRY_POINT)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_ERR_INIT_FAILED_LIBRARY_ENTRY_POINT)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_RESOURCE_CLASS_GENERIC)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_RESOURCE_CLASS_CUDA)
#endif
  // DIAG: error PCC1002
  #if defined(NVTX_RESOURCE_CLASS_CUDART)
#endif
  // DIAG: error PCC1002
  using ::nvtxInitialize;
  // DIAG: error PCC1002
  using ::nvtxDomainMarkEx;
  // DIAG: error PCC1002
  using ::nvtxMarkEx;
  // DIAG: error PCC1002
  using ::nvtxMarkW;
  // DIAG: error PCC1002
  using ::nvtxDomainRangeStartEx;
  // DIAG: error PCC1002
  using ::nvtxRangeStartEx;
  // DIAG: error PCC1002
  using ::nvtxRangeStartW;
  // DIAG: error PCC1002
  using ::nvtxDomainRangeEnd;
  // DIAG: error PCC1002
  using ::nvtxDomainRangePushEx;
  // DIAG: error PCC1002
  using ::nvtxRangePushEx;
  // DIAG: error PCC1002
  using ::nvtxRangePushW;
  // DIAG: error PCC1002
  using ::nvtxDomainRangePop;
  // DIAG: error PCC1002
  using ::nvtxDomainResourceCreate;
  // DIAG: error PCC1002
  using ::nvtxDomainResourceDestroy;
  // DIAG: error PCC1002
  using ::nvtxDomainNameCategoryA;
  // DIAG: error PCC1002
  using ::nvtxDomainNameCategoryW;
  // DIAG: error PCC1002
  using ::nvtxNameCategoryA;
  // DIAG: error PCC1002
  using ::nvtxNameCategoryW;
  // DIAG: error PCC1002
  using ::nvtxNameOsThreadA;
  // DIAG: error PCC1002
  using ::nvtxNameOsThreadW;
  // DIAG: error PCC1002
  using ::nvtxDomainRegisterStringA;
  // DIAG: error PCC1002
  using ::nvtxDomainRegisterStringW;
  // DIAG: error PCC1002
  using ::nvtxDomainCreateA;
  // DIAG: error PCC1002
  using ::nvtxDomainCreateW;
  // DIAG: error PCC1002
  using ::nvtxDomainDestroy;
  // DIAG: error PCC1002
  using ::nvtxNameCuDeviceA;
  // DIAG: error PCC1002
  using ::nvtxNameCuDeviceW;
  // DIAG: error PCC1002
  using ::nvtxNameCuContextA;
  // DIAG: error PCC1002
  using ::nvtxNameCuContextW;
  // DIAG: error PCC1002
  using ::nvtxNameCuStreamA;
  // DIAG: error PCC1002
  using ::nvtxNameCuStreamW;
  // DIAG: error PCC1002
  using ::nvtxNameCuEventA;
  // DIAG: error PCC1002
  using ::nvtxNameCuEventW;
  // DIAG: error PCC1002
  using ::nvtxNameCudaDeviceA;
  // DIAG: error PCC1002
  using ::nvtxNameCudaDeviceW;
  // DIAG: error PCC1002
  using ::nvtxNameCudaStreamA;
  // DIAG: error PCC1002
  using ::nvtxNameCudaStreamW;
  // DIAG: error PCC1002
  using ::nvtxNameCudaEventA;
  // DIAG: error PCC1002
  using ::nvtxNameCudaEventW;
  // DIAG: error PCC1002
  using ::nvtxNameCategory;
  // DIAG: error PCC1002
  using ::nvtxNameOsThread;
  // DIAG: error PCC1002
  using ::nvtxDomainCreate;
  // DIAG: error PCC1002
  using ::nvtxDomainRegisterString;
  // DIAG: error PCC1002
  using ::nvtxDomainNameCategory;
  // DIAG: error PCC1002
  using ::nvtxNameCuDevice;
  // DIAG: error PCC1002
  using ::nvtxNameCuContext;
  // DIAG: error PCC1002
  using ::nvtxNameCuStream;
  // DIAG: error PCC1002
  using ::nvtxNameCuEvent;
  // DIAG: error PCC1002
  using ::nvtxNameCudaDevice;
  // DIAG: error PCC1002
  using ::nvtxNameCudaStream;
  // DIAG: error PCC1002
  using ::nvtxNameCudaEvent;
}
