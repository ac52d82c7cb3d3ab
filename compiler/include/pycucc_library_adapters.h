/* pycucc_library_adapters.h - CUDA library functions that the installed HIP library declares with other argument
 * types: each calls the installed form instead of being a stub (tools/gen_stubs.py copies a block here in place of
 * the not-supported stub of its name into pycucc_stubs.h, after checking that its prototypes are the stub's, so
 * that CUDA's signature and this file cannot drift apart). Blocks: `pycucc-adapter NAME adapts=HIPNAME` (the
 * function, with CUDA's C++ overloads under __cplusplus; adapts=none says="WHY" for one that needs no HIP call, the
 * reason its note gives), and `pycucc-adapter-helper NAME` (what adapters call; a block of its own, which the
 * adapters that name it need). C and C++.
 *
 * hipBLAS before ROCm 6.0 (hipBLAS 0.54 of Debian 13's ROCm 5.7; the form_since=hipblasComputeType_t rules of
 * cublas.rules): the Ex functions take hipblasDatatype_t (HIPBLAS_R_32F = 151 ...) for CUDA's cudaDataType
 * (CUDA_R_32F = 0 ..., library_types.h; HIP's hipDataType keeps CUDA's values) and for cublasComputeType_t
 * (CUBLAS_COMPUTE_32F = 68 ..., cublas_api.h), and have one algorithm, HIPBLAS_GEMM_DEFAULT. */

/* pycucc-adapter-helper __pycucc_hipblas_datatype */
/* CUDA's cudaDataType value -> hipBLAS's hipblasDatatype_t; types hipBLAS has no form of are invalid */
static inline hipblasDatatype_t __pycucc_hipblas_datatype(int t) {
    switch (t) {
    case 0: return HIPBLAS_R_32F;
    case 1: return HIPBLAS_R_64F;
    case 2: return HIPBLAS_R_16F;
    case 3: return HIPBLAS_R_8I;
    case 4: return HIPBLAS_C_32F;
    case 5: return HIPBLAS_C_64F;
    case 6: return HIPBLAS_C_16F;
    case 7: return HIPBLAS_C_8I;
    case 8: return HIPBLAS_R_8U;
    case 9: return HIPBLAS_C_8U;
    case 10: return HIPBLAS_R_32I;
    case 11: return HIPBLAS_C_32I;
    case 12: return HIPBLAS_R_32U;
    case 13: return HIPBLAS_C_32U;
    case 14: return HIPBLAS_R_16B;
    case 15: return HIPBLAS_C_16B;
    default: return HIPBLAS_DATATYPE_INVALID;
    }
}

/* cublasComputeType_t -> the hipblasDatatype_t the computation runs in, complex where the matrices are (rocBLAS's
 * gemm_ex takes a complex compute type for complex data; CUDA's compute types name only the precision). CUDA's
 * faster modes (32F_FAST_16F, _16BF, _TF32, the emulations) may compute at fp32 or better, so they are fp32. */
static inline hipblasDatatype_t __pycucc_hipblas_compute(int compute, int data) {
    int complex_data = data == 4 || data == 5 || data == 6 || data == 7 || data == 9 || data == 11 || data == 13
        || data == 15;
    switch (compute) {
    case 64: case 65: return complex_data ? HIPBLAS_C_16F : HIPBLAS_R_16F;
    case 68: case 69: case 74: case 75: case 77: case 78: return complex_data ? HIPBLAS_C_32F : HIPBLAS_R_32F;
    case 70: case 71: case 79: return complex_data ? HIPBLAS_C_64F : HIPBLAS_R_64F;
    case 72: case 73: return complex_data ? HIPBLAS_DATATYPE_INVALID : HIPBLAS_R_32I;
    default: return HIPBLAS_DATATYPE_INVALID;
    }
}
/* end */

/* pycucc-adapter cublasNrm2Ex adapts=hipblasNrm2Ex */
static inline hipblasStatus_t cublasNrm2Ex(hipblasHandle_t handle, int n, const void * x, cudaDataType xType, int incx, void * result, cudaDataType resultType, cudaDataType executionType) {
    hipblasDatatype_t xt = __pycucc_hipblas_datatype(xType), rt = __pycucc_hipblas_datatype(resultType),
        et = __pycucc_hipblas_datatype(executionType);
    if (xt == HIPBLAS_DATATYPE_INVALID || rt == HIPBLAS_DATATYPE_INVALID || et == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasNrm2Ex(handle, n, x, xt, incx, result, rt, et);
}
/* end */

/* pycucc-adapter cublasDotEx adapts=hipblasDotEx */
static inline hipblasStatus_t cublasDotEx(hipblasHandle_t handle, int n, const void * x, cudaDataType xType, int incx, const void * y, cudaDataType yType, int incy, void * result, cudaDataType resultType, cudaDataType executionType) {
    hipblasDatatype_t xt = __pycucc_hipblas_datatype(xType), yt = __pycucc_hipblas_datatype(yType),
        rt = __pycucc_hipblas_datatype(resultType), et = __pycucc_hipblas_datatype(executionType);
    if (xt == HIPBLAS_DATATYPE_INVALID || yt == HIPBLAS_DATATYPE_INVALID || rt == HIPBLAS_DATATYPE_INVALID
        || et == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasDotEx(handle, n, x, xt, incx, y, yt, incy, result, rt, et);
}
/* end */

/* pycucc-adapter cublasDotcEx adapts=hipblasDotcEx */
static inline hipblasStatus_t cublasDotcEx(hipblasHandle_t handle, int n, const void * x, cudaDataType xType, int incx, const void * y, cudaDataType yType, int incy, void * result, cudaDataType resultType, cudaDataType executionType) {
    hipblasDatatype_t xt = __pycucc_hipblas_datatype(xType), yt = __pycucc_hipblas_datatype(yType),
        rt = __pycucc_hipblas_datatype(resultType), et = __pycucc_hipblas_datatype(executionType);
    if (xt == HIPBLAS_DATATYPE_INVALID || yt == HIPBLAS_DATATYPE_INVALID || rt == HIPBLAS_DATATYPE_INVALID
        || et == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasDotcEx(handle, n, x, xt, incx, y, yt, incy, result, rt, et);
}
/* end */

/* pycucc-adapter cublasScalEx adapts=hipblasScalEx */
static inline hipblasStatus_t cublasScalEx(hipblasHandle_t handle, int n, const void * alpha, cudaDataType alphaType, void * x, cudaDataType xType, int incx, cudaDataType executionType) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(alphaType), xt = __pycucc_hipblas_datatype(xType),
        et = __pycucc_hipblas_datatype(executionType);
    if (at == HIPBLAS_DATATYPE_INVALID || xt == HIPBLAS_DATATYPE_INVALID || et == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasScalEx(handle, n, alpha, at, x, xt, incx, et);
}
/* end */

/* pycucc-adapter cublasAxpyEx adapts=hipblasAxpyEx */
static inline hipblasStatus_t cublasAxpyEx(hipblasHandle_t handle, int n, const void * alpha, cudaDataType alphaType, const void * x, cudaDataType xType, int incx, void * y, cudaDataType yType, int incy, cudaDataType executiontype) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(alphaType), xt = __pycucc_hipblas_datatype(xType),
        yt = __pycucc_hipblas_datatype(yType), et = __pycucc_hipblas_datatype(executiontype);
    if (at == HIPBLAS_DATATYPE_INVALID || xt == HIPBLAS_DATATYPE_INVALID || yt == HIPBLAS_DATATYPE_INVALID
        || et == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasAxpyEx(handle, n, alpha, at, x, xt, incx, y, yt, incy, et);
}
/* end */

/* pycucc-adapter cublasRotEx adapts=hipblasRotEx */
static inline hipblasStatus_t cublasRotEx(hipblasHandle_t handle, int n, void * x, cudaDataType xType, int incx, void * y, cudaDataType yType, int incy, const void * c, const void * s, cudaDataType csType, cudaDataType executiontype) {
    hipblasDatatype_t xt = __pycucc_hipblas_datatype(xType), yt = __pycucc_hipblas_datatype(yType),
        ct = __pycucc_hipblas_datatype(csType), et = __pycucc_hipblas_datatype(executiontype);
    if (xt == HIPBLAS_DATATYPE_INVALID || yt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || et == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasRotEx(handle, n, x, xt, incx, y, yt, incy, c, s, ct, et);
}
/* end */

/* pycucc-adapter cublasGemmEx adapts=hipblasGemmEx */
static inline hipblasStatus_t cublasGemmEx(hipblasHandle_t handle, hipblasOperation_t transa, hipblasOperation_t transb, int m, int n, int k, const void * alpha, const void * A, cudaDataType Atype, int lda, const void * B, cudaDataType Btype, int ldb, const void * beta, void * C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, hipblasGemmAlgo_t algo) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(Atype), bt = __pycucc_hipblas_datatype(Btype),
        ct = __pycucc_hipblas_datatype(Ctype), t = __pycucc_hipblas_compute(computeType, Atype);
    (void)algo; /* CUDA's algorithm choices are hints: hipBLAS has one */
    if (at == HIPBLAS_DATATYPE_INVALID || bt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || t == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasGemmEx(handle, transa, transb, m, n, k, alpha, A, at, lda, B, bt, ldb, beta, C, ct, ldc, t,
                         HIPBLAS_GEMM_DEFAULT);
}
#ifdef __cplusplus
static inline hipblasStatus_t cublasGemmEx(hipblasHandle_t handle, hipblasOperation_t transa, hipblasOperation_t transb, int m, int n, int k, const void * alpha, const void * A, cudaDataType Atype, int lda, const void * B, cudaDataType Btype, int ldb, const void * beta, void * C, cudaDataType Ctype, int ldc, cudaDataType computeType, hipblasGemmAlgo_t algo) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(Atype), bt = __pycucc_hipblas_datatype(Btype),
        ct = __pycucc_hipblas_datatype(Ctype), t = __pycucc_hipblas_datatype(computeType);
    (void)algo;
    if (at == HIPBLAS_DATATYPE_INVALID || bt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || t == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasGemmEx(handle, transa, transb, m, n, k, alpha, A, at, lda, B, bt, ldb, beta, C, ct, ldc, t,
                         HIPBLAS_GEMM_DEFAULT);
}
#endif
/* end */

/* pycucc-adapter cublasGemmBatchedEx adapts=hipblasGemmBatchedEx */
static inline hipblasStatus_t cublasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transa, hipblasOperation_t transb, int m, int n, int k, const void * alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void * beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, hipblasGemmAlgo_t algo) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(Atype), bt = __pycucc_hipblas_datatype(Btype),
        ct = __pycucc_hipblas_datatype(Ctype), t = __pycucc_hipblas_compute(computeType, Atype);
    (void)algo;
    if (at == HIPBLAS_DATATYPE_INVALID || bt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || t == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    /* hipBLAS 0.54 declares the pointer arrays without CUDA's inner const; it reads them only */
    return hipblasGemmBatchedEx(handle, transa, transb, m, n, k, alpha, (const void **)Aarray, at, lda,
                                (const void **)Barray, bt, ldb, beta, (void **)Carray, ct, ldc, batchCount, t,
                                HIPBLAS_GEMM_DEFAULT);
}
#ifdef __cplusplus
static inline hipblasStatus_t cublasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transa, hipblasOperation_t transb, int m, int n, int k, const void * alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void * beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cudaDataType computeType, hipblasGemmAlgo_t algo) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(Atype), bt = __pycucc_hipblas_datatype(Btype),
        ct = __pycucc_hipblas_datatype(Ctype), t = __pycucc_hipblas_datatype(computeType);
    (void)algo;
    if (at == HIPBLAS_DATATYPE_INVALID || bt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || t == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasGemmBatchedEx(handle, transa, transb, m, n, k, alpha, (const void **)Aarray, at, lda,
                                (const void **)Barray, bt, ldb, beta, (void **)Carray, ct, ldc, batchCount, t,
                                HIPBLAS_GEMM_DEFAULT);
}
#endif
/* end */

/* pycucc-adapter cublasGemmStridedBatchedEx adapts=hipblasGemmStridedBatchedEx */
static inline hipblasStatus_t cublasGemmStridedBatchedEx(hipblasHandle_t handle, hipblasOperation_t transa, hipblasOperation_t transb, int m, int n, int k, const void * alpha, const void * A, cudaDataType Atype, int lda, long long strideA, const void * B, cudaDataType Btype, int ldb, long long strideB, const void * beta, void * C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, hipblasGemmAlgo_t algo) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(Atype), bt = __pycucc_hipblas_datatype(Btype),
        ct = __pycucc_hipblas_datatype(Ctype), t = __pycucc_hipblas_compute(computeType, Atype);
    (void)algo;
    if (at == HIPBLAS_DATATYPE_INVALID || bt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || t == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasGemmStridedBatchedEx(handle, transa, transb, m, n, k, alpha, A, at, lda, strideA, B, bt, ldb,
                                       strideB, beta, C, ct, ldc, strideC, batchCount, t, HIPBLAS_GEMM_DEFAULT);
}
#ifdef __cplusplus
static inline hipblasStatus_t cublasGemmStridedBatchedEx(hipblasHandle_t handle, hipblasOperation_t transa, hipblasOperation_t transb, int m, int n, int k, const void * alpha, const void * A, cudaDataType Atype, int lda, long long strideA, const void * B, cudaDataType Btype, int ldb, long long strideB, const void * beta, void * C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cudaDataType computeType, hipblasGemmAlgo_t algo) {
    hipblasDatatype_t at = __pycucc_hipblas_datatype(Atype), bt = __pycucc_hipblas_datatype(Btype),
        ct = __pycucc_hipblas_datatype(Ctype), t = __pycucc_hipblas_datatype(computeType);
    (void)algo;
    if (at == HIPBLAS_DATATYPE_INVALID || bt == HIPBLAS_DATATYPE_INVALID || ct == HIPBLAS_DATATYPE_INVALID
        || t == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return hipblasGemmStridedBatchedEx(handle, transa, transb, m, n, k, alpha, A, at, lda, strideA, B, bt, ldb,
                                       strideB, beta, C, ct, ldc, strideC, batchCount, t, HIPBLAS_GEMM_DEFAULT);
}
#endif
/* end */

/* pycucc-adapter-helper __pycucc_hipblas_trmm_into */
/* hipBLAS before ROCm 6.0 multiplies in place (B := alpha op(A) B, no C and ldc); cuBLAS's v2 trmm writes C and
 * leaves B (C == B with ldc == ldb is its in-place form): B is copied into C first, on the handle's stream, and
 * the in-place form runs on C. hipBLAS 0.54 marks its in-place trmm deprecated (to gain C later): not the user's
 * doing, so not their warning. */
static inline hipblasStatus_t __pycucc_hipblas_trmm_into(hipblasHandle_t handle, int m, int n, const void *B, int ldb,
                                                         void *C, int ldc, size_t size) {
    hipStream_t stream = 0;
    hipblasStatus_t s;
    if (m < 0 || n < 0 || ldb < m || ldc < m)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (B == C) {
        return ldb == ldc ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_INVALID_VALUE;
    }
    if (m == 0 || n == 0)
        return HIPBLAS_STATUS_SUCCESS;
    s = hipblasGetStream(handle, &stream);
    if (s != HIPBLAS_STATUS_SUCCESS)
        return s;
    if (hipMemcpy2DAsync(C, (size_t)ldc * size, B, (size_t)ldb * size, (size_t)m * size, (size_t)n,
                         hipMemcpyDefault, stream) != hipSuccess)
        return HIPBLAS_STATUS_EXECUTION_FAILED;
    return HIPBLAS_STATUS_SUCCESS;
}
/* end */

/* pycucc-adapter cublasStrmm_v2 adapts=hipblasStrmm */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline hipblasStatus_t cublasStrmm_v2(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans, hipblasDiagType_t diag, int m, int n, const float * alpha, const float * A, int lda, const float * B, int ldb, float * C, int ldc) {
    hipblasStatus_t s = __pycucc_hipblas_trmm_into(handle, m, n, B, ldb, C, ldc, sizeof(float));
    return s != HIPBLAS_STATUS_SUCCESS ? s : hipblasStrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, C, ldc);
}
#pragma GCC diagnostic pop
/* end */

/* pycucc-adapter cublasDtrmm_v2 adapts=hipblasDtrmm */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline hipblasStatus_t cublasDtrmm_v2(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans, hipblasDiagType_t diag, int m, int n, const double * alpha, const double * A, int lda, const double * B, int ldb, double * C, int ldc) {
    hipblasStatus_t s = __pycucc_hipblas_trmm_into(handle, m, n, B, ldb, C, ldc, sizeof(double));
    return s != HIPBLAS_STATUS_SUCCESS ? s : hipblasDtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, C, ldc);
}
#pragma GCC diagnostic pop
/* end */

/* pycucc-adapter cublasCtrmm_v2 adapts=hipblasCtrmm */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline hipblasStatus_t cublasCtrmm_v2(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans, hipblasDiagType_t diag, int m, int n, const hipComplex * alpha, const hipComplex * A, int lda, const hipComplex * B, int ldb, hipComplex * C, int ldc) {
    hipblasStatus_t s = __pycucc_hipblas_trmm_into(handle, m, n, B, ldb, C, ldc, 2 * sizeof(float));
    return s != HIPBLAS_STATUS_SUCCESS ? s : hipblasCtrmm(handle, side, uplo, trans, diag, m, n,
        (const hipblasComplex *)(const void *)alpha, (const hipblasComplex *)(const void *)A, lda,
        (hipblasComplex *)(void *)C, ldc);
}
#pragma GCC diagnostic pop
/* end */

/* pycucc-adapter cublasZtrmm_v2 adapts=hipblasZtrmm */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline hipblasStatus_t cublasZtrmm_v2(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans, hipblasDiagType_t diag, int m, int n, const hipDoubleComplex * alpha, const hipDoubleComplex * A, int lda, const hipDoubleComplex * B, int ldb, hipDoubleComplex * C, int ldc) {
    hipblasStatus_t s = __pycucc_hipblas_trmm_into(handle, m, n, B, ldb, C, ldc, 2 * sizeof(double));
    return s != HIPBLAS_STATUS_SUCCESS ? s : hipblasZtrmm(handle, side, uplo, trans, diag, m, n,
        (const hipblasDoubleComplex *)(const void *)alpha, (const hipblasDoubleComplex *)(const void *)A, lda,
        (hipblasDoubleComplex *)(void *)C, ldc);
}
#pragma GCC diagnostic pop
/* end */

/* pycucc-adapter cublasSetMathMode adapts=none says="hipBLAS computes at the precision a GEMM's types name, which every cuBLAS math mode allows (they permit faster, less precise arithmetic, they never require it): the mode is accepted and changes nothing; cublasGetMathMode stays unsupported" */
static inline hipblasStatus_t cublasSetMathMode(hipblasHandle_t handle, cublasMath_t mode) {
    unsigned m = (unsigned)mode & ~16u; /* CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION may be or-ed in */
    if (handle == NULL)
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    return m <= 4u || m == 8u ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_INVALID_VALUE;
}
/* end */

/* pycucc-adapter-helper __pycucc_hip_error_known */
/* whether HIP names the code (its hipGetErrorName answers "hipErrorUnknown" for one it does not know) */
static inline int __pycucc_hip_error_known(hipError_t error) {
    const char *name = hipGetErrorName(error), *unknown = "hipErrorUnknown";
    int i = 0;
    if (error == hipErrorUnknown)
        return 1;
    if (name == NULL)
        return 0;
    while (name[i] != '\0' && name[i] == unknown[i])
        ++i;
    return name[i] != unknown[i];
}
/* end */

/* pycucc-adapter cuGetErrorName adapts=hipGetErrorName says="HIP before 5.4 has no driver-API form, and its runtime's hipGetErrorName names the same codes: HIP's names (hipErrorInvalidDevice for CUDA_ERROR_INVALID_DEVICE); a code HIP does not know is CUDA_ERROR_INVALID_VALUE with a null name, as CUDA answers" */
static inline hipError_t cuGetErrorName(hipError_t error, const char ** pStr) {
    if (pStr == NULL)
        return hipErrorInvalidValue;
    if (!__pycucc_hip_error_known(error)) {
        *pStr = NULL;
        return hipErrorInvalidValue;
    }
    *pStr = hipGetErrorName(error);
    return hipSuccess;
}
/* end */

/* pycucc-adapter cuGetErrorString adapts=hipGetErrorString says="HIP before 5.4 has no driver-API form, and its runtime's hipGetErrorString describes the same codes; a code HIP does not know is CUDA_ERROR_INVALID_VALUE with a null string, as CUDA answers" */
static inline hipError_t cuGetErrorString(hipError_t error, const char ** pStr) {
    if (pStr == NULL)
        return hipErrorInvalidValue;
    if (!__pycucc_hip_error_known(error)) {
        *pStr = NULL;
        return hipErrorInvalidValue;
    }
    *pStr = hipGetErrorString(error);
    return hipSuccess;
}
/* end */
