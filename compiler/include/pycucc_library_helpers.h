/* pycucc_library_helpers.h - CUDA library calls whose HIP library has no counterpart but whose meaning is plain
 * data: status names and messages. For pycucc's compile (pycucc_compat.h) and host compilers (pycucc's toolkit);
 * C and C++. The status values are the HIP library's, which number them as the CUDA library does
 * (hipSPARSE's hipsparseStatus_t 0..11 = cusparseStatus_t 0..11, checked against hipSPARSE 5.2 and CUDA 13). */
#ifndef PYCUCC_LIBRARY_HELPERS_H
#define PYCUCC_LIBRARY_HELPERS_H

/* cusparseGetErrorName / cusparseGetErrorString (hipSPARSE has neither) */
static inline const char *__pycucc_cusparseGetErrorName(int status) {
    switch (status) {
    case 0: return "CUSPARSE_STATUS_SUCCESS";
    case 1: return "CUSPARSE_STATUS_NOT_INITIALIZED";
    case 2: return "CUSPARSE_STATUS_ALLOC_FAILED";
    case 3: return "CUSPARSE_STATUS_INVALID_VALUE";
    case 4: return "CUSPARSE_STATUS_ARCH_MISMATCH";
    case 5: return "CUSPARSE_STATUS_MAPPING_ERROR";
    case 6: return "CUSPARSE_STATUS_EXECUTION_FAILED";
    case 7: return "CUSPARSE_STATUS_INTERNAL_ERROR";
    case 8: return "CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
    case 9: return "CUSPARSE_STATUS_ZERO_PIVOT";
    case 10: return "CUSPARSE_STATUS_NOT_SUPPORTED";
    case 11: return "CUSPARSE_STATUS_INSUFFICIENT_RESOURCES";
    default: return "CUSPARSE_STATUS_UNKNOWN";
    }
}

static inline const char *__pycucc_cusparseGetErrorString(int status) {
    switch (status) {
    case 0: return "the operation completed successfully";
    case 1: return "the library was not initialized";
    case 2: return "a resource allocation failed";
    case 3: return "an unsupported value or parameter was passed to the function";
    case 4: return "the function needs a feature the device does not have";
    case 5: return "an access to GPU memory space failed";
    case 6: return "the GPU program failed to execute";
    case 7: return "an internal operation failed";
    case 8: return "the matrix type is not supported by this function";
    case 9: return "a zero pivot was found";
    case 10: return "the operation is not supported";
    case 11: return "the resources are insufficient to complete the operation";
    default: return "an unknown error";
    }
}

#endif /* PYCUCC_LIBRARY_HELPERS_H */
