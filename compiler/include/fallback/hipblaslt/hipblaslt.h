/* pycucc's stand-in for hipBLASLt (hipblaslt/hipblaslt.h), found only where hipBLASLt itself is not installed: the
 * compile searches this folder last (-idirafter), so an installed hipBLASLt always wins. Debian packages no
 * hipBLASLt (Debian 13 has hipBLAS 0.54 of ROCm 5.7), and CUDA programs of the LLM kind do their matmuls with
 * cuBLASLt, which cublas.rules renames to hipBLASLt's names. This header gives those names over hipBLAS:
 *
 * - cublasLtMatmul is hipBLAS's strided-batched GEMM (hipblasGemmStridedBatchedEx), D = alpha op(A) op(B) + beta C
 *   (C copied into D first where they differ), column-major layouts, batches by the layouts' count and strides;
 * - its epilogues (cuBLASLt's documented meaning, cublasLt.h's cublasLtEpilogue_t) are a kernel of this header run
 *   after the GEMM on the same stream: RELU, BIAS (a vector of D's rows, broadcast over its columns), RELU_BIAS,
 *   GELU, GELU_BIAS, GELU_AUX and GELU_AUX_BIAS (the input of the GELU stored into the aux matrix), DGELU and
 *   DGELU_BGRAD (the matmul times GELU's derivative at the aux matrix; the bias gradient is the sum of each row of
 *   D), BGRADA and BGRADB (the sums of op(A)'s rows and of op(B)'s columns over k, into the bias vector). GELU is the
 *   tanh approximation, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))). The others (the bit-mask RELU_AUX/DRELU,
 *   FP8 scaling, row-major and tiled orders, C of another type than D) are CUBLAS_STATUS_NOT_SUPPORTED from the
 *   heuristic query and from the matmul, which is what cuBLASLt answers for a combination it has no kernel for;
 * - the heuristic query returns one algorithm (hipBLAS has one) with no workspace, the preference is kept and
 *   unused; attribute values are CUDA's (cublasLt.h), so code that passes numbers means what it meant.
 * A host compiler (the toolkit's headers, no HIP device code) gets the GEMM only: epilogues there are not
 * supported. Written for hipBLAS before its V2 API (hipblasDatatype_t; ROCm 6 ships hipBLASLt itself). */
#ifndef PYCUCC_HIPBLASLT_FALLBACK_H
#define PYCUCC_HIPBLASLT_FALLBACK_H
#define PYCUCC_HIPBLASLT_FALLBACK 1
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__has_include)
#if !__has_include(<hipblas/hipblas.h>)
#error "pycucc: <cublasLt.h> is <hipblaslt/hipblaslt.h> on AMD GPUs, which is not installed, nor hipBLAS, which pycucc's stand-in for it is built on: install hipblaslt-dev (AMD's ROCm apt repository) or hipblaslt-devel (dnf); or, for pycucc's stand-in, libhipblas-dev (Debian 13 and later)"
#endif
#endif
#include <hipblas/hipblas.h>

#if !defined(hipblasVersionMajor) || hipblasVersionMajor >= 2 /* 2.0: ROCm 6.0, the V2 API pycucc_compat.h asks for */
#error "pycucc: this hipBLAS has the V2 API (ROCm 6 or newer), which comes with hipBLASLt: install hipblaslt-dev (AMD's ROCm apt repository) or hipblaslt-devel (dnf)"
#endif

/* CUDA's values (cublasLt.h) */
typedef enum { HIPBLASLT_POINTER_MODE_HOST = 0, HIPBLASLT_POINTER_MODE_DEVICE = 1,
               HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4 } hipblasLtPointerMode_t;
typedef enum { HIPBLASLT_ORDER_COL = 0, HIPBLASLT_ORDER_ROW = 1 } hipblasLtOrder_t;
typedef enum {
    HIPBLASLT_MATRIX_LAYOUT_TYPE = 0, HIPBLASLT_MATRIX_LAYOUT_ORDER = 1, HIPBLASLT_MATRIX_LAYOUT_ROWS = 2,
    HIPBLASLT_MATRIX_LAYOUT_COLS = 3, HIPBLASLT_MATRIX_LAYOUT_LD = 4, HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
    HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6
} hipblasLtMatrixLayoutAttribute_t;
typedef enum {
    HIPBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0, HIPBLASLT_MATMUL_DESC_SCALE_TYPE = 1, HIPBLASLT_MATMUL_DESC_POINTER_MODE = 2,
    HIPBLASLT_MATMUL_DESC_TRANSA = 3, HIPBLASLT_MATMUL_DESC_TRANSB = 4, HIPBLASLT_MATMUL_DESC_EPILOGUE = 7,
    HIPBLASLT_MATMUL_DESC_BIAS_POINTER = 8, HIPBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11, HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13, HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER = 17,
    HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER = 18, HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER = 19,
    HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER = 20, HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER = 21,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE = 22, HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER = 23,
    HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26
} hipblasLtMatmulDescAttributes_t;
typedef enum {
    HIPBLASLT_EPILOGUE_DEFAULT = 1, HIPBLASLT_EPILOGUE_RELU = 2, HIPBLASLT_EPILOGUE_BIAS = 4,
    HIPBLASLT_EPILOGUE_RELU_BIAS = 6, HIPBLASLT_EPILOGUE_GELU = 32, HIPBLASLT_EPILOGUE_GELU_AUX = 160,
    HIPBLASLT_EPILOGUE_GELU_BIAS = 36, HIPBLASLT_EPILOGUE_GELU_AUX_BIAS = 164, HIPBLASLT_EPILOGUE_DGELU = 192,
    HIPBLASLT_EPILOGUE_DGELU_BGRAD = 208, HIPBLASLT_EPILOGUE_BGRADA = 256, HIPBLASLT_EPILOGUE_BGRADB = 512
} hipblasLtEpilogue_t;
typedef enum { HIPBLASLT_MATMUL_PREF_SEARCH_MODE = 0, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1 }
    hipblasLtMatmulPreferenceAttributes_t;

typedef struct { uint64_t data[8]; } hipblasLtMatmulAlgo_t;
typedef struct hipblasLtMatmulHeuristicResult_t {
    hipblasLtMatmulAlgo_t algo;
    size_t workspaceSize;
    hipblasStatus_t state;
    float wavesCount;
    int reserved[4];
} hipblasLtMatmulHeuristicResult_t;
typedef struct __pycucc_lt_context { hipblasHandle_t blas; } *hipblasLtHandle_t;
typedef struct hipblasLtMatrixLayoutOpaque_st {
    int type, order;
    uint64_t rows, cols;
    int64_t ld, stride;
    int batch;
} hipblasLtMatrixLayoutOpaque_t, *hipblasLtMatrixLayout_t;
typedef struct hipblasLtMatmulDescOpaque_st {
    int compute, scale, pointer_mode, transa, transb, epilogue, bias_type, aux_type;
    const void *bias;
    void *aux;
    int64_t aux_ld, aux_stride, bias_stride;
} hipblasLtMatmulDescOpaque_t, *hipblasLtMatmulDesc_t;
typedef struct hipblasLtMatmulPreferenceOpaque_st { uint64_t max_workspace; uint32_t search; }
    hipblasLtMatmulPreferenceOpaque_t, *hipblasLtMatmulPreference_t;

/* CUDA's cudaDataType (which hipDataType keeps) -> hipBLAS's hipblasDatatype_t, for the types a matmul takes */
static inline hipblasDatatype_t __pycucc_lt_type(int t) {
    switch (t) {
    case 0: return HIPBLAS_R_32F;
    case 1: return HIPBLAS_R_64F;
    case 2: return HIPBLAS_R_16F;
    case 3: return HIPBLAS_R_8I;
    case 4: return HIPBLAS_C_32F;
    case 5: return HIPBLAS_C_64F;
    case 10: return HIPBLAS_R_32I;
    case 14: return HIPBLAS_R_16B;
    default: return HIPBLAS_DATATYPE_INVALID;
    }
}

/* the element size of the types __pycucc_lt_type takes; of the real ones an epilogue reads and writes (fp32,
 * fp64, fp16, bf16), 0 for the others */
static inline size_t __pycucc_lt_size(int t) {
    return t == 3 ? 1 : (t == 2 || t == 14) ? 2 : (t == 0 || t == 10) ? 4 : (t == 1 || t == 4) ? 8 : t == 5 ? 16 : 0;
}

static inline size_t __pycucc_lt_real_size(int t) {
    return (t == 0 || t == 1 || t == 2 || t == 14) ? __pycucc_lt_size(t) : 0;
}

/* cublasComputeType_t (CUDA's values: 16F 64, 32F 68, 64F 70, 32I 72 and their variants) -> hipBLAS's compute
 * type and the scale type cuBLASLt defaults to for it; CUDA's fast fp32 modes compute at fp32 */
static inline hipblasDatatype_t __pycucc_lt_compute(int c, int *scale) {
    switch (c) {
    case 64: case 65: *scale = 2; return HIPBLAS_R_16F;
    case 68: case 69: case 74: case 75: case 77: case 78: *scale = 0; return HIPBLAS_R_32F;
    case 70: case 71: case 79: *scale = 1; return HIPBLAS_R_64F;
    case 72: case 73: *scale = 10; return HIPBLAS_R_32I;
    default: *scale = -1; return HIPBLAS_DATATYPE_INVALID;
    }
}

static inline hipblasStatus_t hipblasLtCreate(hipblasLtHandle_t *handle) {
    hipblasStatus_t s;
    if (handle == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *handle = (hipblasLtHandle_t)calloc(1, sizeof(**handle));
    if (*handle == NULL)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    s = hipblasCreate(&(*handle)->blas);
    if (s != HIPBLAS_STATUS_SUCCESS) {
        free(*handle);
        *handle = NULL;
    }
    return s;
}

static inline hipblasStatus_t hipblasLtDestroy(hipblasLtHandle_t handle) {
    hipblasStatus_t s;
    if (handle == NULL)
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    s = hipblasDestroy(handle->blas);
    free(handle);
    return s;
}

static inline hipblasStatus_t hipblasLtMatrixLayoutCreate(hipblasLtMatrixLayout_t *layout, int type, uint64_t rows,
                                                          uint64_t cols, int64_t ld) {
    if (layout == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *layout = (hipblasLtMatrixLayout_t)calloc(1, sizeof(**layout));
    if (*layout == NULL)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    (*layout)->type = type;
    (*layout)->rows = rows;
    (*layout)->cols = cols;
    (*layout)->ld = ld;
    (*layout)->batch = 1;
    return HIPBLAS_STATUS_SUCCESS;
}

static inline hipblasStatus_t hipblasLtMatrixLayoutDestroy(hipblasLtMatrixLayout_t layout) {
    free(layout);
    return HIPBLAS_STATUS_SUCCESS;
}

/* an attribute's value: its size must be the one cuBLASLt documents for it */
#define PYCUCC_LT_FIELD(field, T)                                                                                   \
    do {                                                                                                           \
        T v_;                                                                                                      \
        if (size != sizeof(T))                                                                                     \
            return HIPBLAS_STATUS_INVALID_VALUE;                                                                   \
        memcpy(&v_, buf, sizeof(T));                                                                               \
        field = v_;                                                                                                \
        return HIPBLAS_STATUS_SUCCESS;                                                                             \
    } while (0)
#define PYCUCC_LT_READ(field, T)                                                                                    \
    do {                                                                                                           \
        T v_ = (T)(field);                                                                                         \
        if (written != NULL)                                                                                       \
            *written = sizeof(T);                                                                                  \
        if (size == 0 && written != NULL)                                                                          \
            return HIPBLAS_STATUS_SUCCESS;                                                                         \
        if (size < sizeof(T) || buf == NULL)                                                                       \
            return HIPBLAS_STATUS_INVALID_VALUE;                                                                   \
        memcpy(buf, &v_, sizeof(T));                                                                               \
        return HIPBLAS_STATUS_SUCCESS;                                                                             \
    } while (0)

static inline hipblasStatus_t hipblasLtMatrixLayoutSetAttribute(hipblasLtMatrixLayout_t l, int attr, const void *buf,
                                                                size_t size) {
    if (l == NULL || buf == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case HIPBLASLT_MATRIX_LAYOUT_TYPE: PYCUCC_LT_FIELD(l->type, uint32_t);
    case HIPBLASLT_MATRIX_LAYOUT_ORDER: PYCUCC_LT_FIELD(l->order, int32_t);
    case HIPBLASLT_MATRIX_LAYOUT_ROWS: PYCUCC_LT_FIELD(l->rows, uint64_t);
    case HIPBLASLT_MATRIX_LAYOUT_COLS: PYCUCC_LT_FIELD(l->cols, uint64_t);
    case HIPBLASLT_MATRIX_LAYOUT_LD: PYCUCC_LT_FIELD(l->ld, int64_t);
    case HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT: PYCUCC_LT_FIELD(l->batch, int32_t);
    case HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: PYCUCC_LT_FIELD(l->stride, int64_t);
    default: return HIPBLAS_STATUS_INVALID_VALUE;
    }
}

static inline hipblasStatus_t hipblasLtMatrixLayoutGetAttribute(hipblasLtMatrixLayout_t l, int attr, void *buf,
                                                                size_t size, size_t *written) {
    if (l == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case HIPBLASLT_MATRIX_LAYOUT_TYPE: PYCUCC_LT_READ(l->type, uint32_t);
    case HIPBLASLT_MATRIX_LAYOUT_ORDER: PYCUCC_LT_READ(l->order, int32_t);
    case HIPBLASLT_MATRIX_LAYOUT_ROWS: PYCUCC_LT_READ(l->rows, uint64_t);
    case HIPBLASLT_MATRIX_LAYOUT_COLS: PYCUCC_LT_READ(l->cols, uint64_t);
    case HIPBLASLT_MATRIX_LAYOUT_LD: PYCUCC_LT_READ(l->ld, int64_t);
    case HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT: PYCUCC_LT_READ(l->batch, int32_t);
    case HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: PYCUCC_LT_READ(l->stride, int64_t);
    default: return HIPBLAS_STATUS_INVALID_VALUE;
    }
}

static inline hipblasStatus_t hipblasLtMatmulDescCreate(hipblasLtMatmulDesc_t *desc, int compute, int scale) {
    if (desc == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *desc = (hipblasLtMatmulDesc_t)calloc(1, sizeof(**desc));
    if (*desc == NULL)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    (*desc)->compute = compute;
    (*desc)->scale = scale;
    (*desc)->transa = (*desc)->transb = HIPBLAS_OP_N;
    (*desc)->epilogue = HIPBLASLT_EPILOGUE_DEFAULT;
    (*desc)->bias_type = (*desc)->aux_type = -1; /* cuBLASLt's default: D's type */
    return HIPBLAS_STATUS_SUCCESS;
}

static inline hipblasStatus_t hipblasLtMatmulDescDestroy(hipblasLtMatmulDesc_t desc) {
    free(desc);
    return HIPBLAS_STATUS_SUCCESS;
}

/* cuBLASLt's cublasOperation_t values (N 0, T 1, C 2), as hipBLAS numbers them (HIPBLAS_OP_N 111 ...) */
static inline int __pycucc_lt_op(int32_t op) {
    return op == 0 || op == HIPBLAS_OP_N ? HIPBLAS_OP_N : op == 1 || op == HIPBLAS_OP_T ? HIPBLAS_OP_T
         : op == 2 || op == HIPBLAS_OP_C ? HIPBLAS_OP_C : -1;
}

static inline hipblasStatus_t hipblasLtMatmulDescSetAttribute(hipblasLtMatmulDesc_t d, int attr, const void *buf,
                                                              size_t size) {
    int32_t op;
    if (d == NULL || buf == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case HIPBLASLT_MATMUL_DESC_COMPUTE_TYPE: PYCUCC_LT_FIELD(d->compute, int32_t);
    case HIPBLASLT_MATMUL_DESC_SCALE_TYPE: PYCUCC_LT_FIELD(d->scale, int32_t);
    case HIPBLASLT_MATMUL_DESC_POINTER_MODE: PYCUCC_LT_FIELD(d->pointer_mode, int32_t);
    case HIPBLASLT_MATMUL_DESC_TRANSA:
    case HIPBLASLT_MATMUL_DESC_TRANSB:
        if (size != sizeof(int32_t))
            return HIPBLAS_STATUS_INVALID_VALUE;
        memcpy(&op, buf, sizeof op);
        if (__pycucc_lt_op(op) < 0)
            return HIPBLAS_STATUS_INVALID_VALUE;
        *(attr == HIPBLASLT_MATMUL_DESC_TRANSA ? &d->transa : &d->transb) = __pycucc_lt_op(op);
        return HIPBLAS_STATUS_SUCCESS;
    case HIPBLASLT_MATMUL_DESC_EPILOGUE: PYCUCC_LT_FIELD(d->epilogue, uint32_t);
    case HIPBLASLT_MATMUL_DESC_BIAS_POINTER: PYCUCC_LT_FIELD(d->bias, const void *);
    case HIPBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE: PYCUCC_LT_FIELD(d->bias_stride, int64_t);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: PYCUCC_LT_FIELD(d->aux, void *);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: PYCUCC_LT_FIELD(d->aux_ld, int64_t);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE: PYCUCC_LT_FIELD(d->aux_stride, int64_t);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE: PYCUCC_LT_FIELD(d->aux_type, int32_t);
    case HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: PYCUCC_LT_FIELD(d->bias_type, int32_t);
    default: return HIPBLAS_STATUS_NOT_SUPPORTED; /* FP8 scales and amax, SM targets: no such GEMM here */
    }
}

static inline hipblasStatus_t hipblasLtMatmulDescGetAttribute(hipblasLtMatmulDesc_t d, int attr, void *buf,
                                                              size_t size, size_t *written) {
    if (d == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case HIPBLASLT_MATMUL_DESC_COMPUTE_TYPE: PYCUCC_LT_READ(d->compute, int32_t);
    case HIPBLASLT_MATMUL_DESC_SCALE_TYPE: PYCUCC_LT_READ(d->scale, int32_t);
    case HIPBLASLT_MATMUL_DESC_POINTER_MODE: PYCUCC_LT_READ(d->pointer_mode, int32_t);
    /* as hipBLAS numbers them: a translated program compares them with HIPBLAS_OP_T */
    case HIPBLASLT_MATMUL_DESC_TRANSA: PYCUCC_LT_READ(d->transa, int32_t);
    case HIPBLASLT_MATMUL_DESC_TRANSB: PYCUCC_LT_READ(d->transb, int32_t);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE: PYCUCC_LT_READ(d->epilogue, uint32_t);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: PYCUCC_LT_READ(d->aux_ld, int64_t);
    default: return HIPBLAS_STATUS_NOT_SUPPORTED;
    }
}

static inline hipblasStatus_t hipblasLtMatmulPreferenceCreate(hipblasLtMatmulPreference_t *pref) {
    if (pref == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *pref = (hipblasLtMatmulPreference_t)calloc(1, sizeof(**pref));
    return *pref == NULL ? HIPBLAS_STATUS_ALLOC_FAILED : HIPBLAS_STATUS_SUCCESS;
}

static inline hipblasStatus_t hipblasLtMatmulPreferenceDestroy(hipblasLtMatmulPreference_t pref) {
    free(pref);
    return HIPBLAS_STATUS_SUCCESS;
}

static inline hipblasStatus_t hipblasLtMatmulPreferenceSetAttribute(hipblasLtMatmulPreference_t p, int attr,
                                                                    const void *buf, size_t size) {
    if (p == NULL || buf == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case HIPBLASLT_MATMUL_PREF_SEARCH_MODE: PYCUCC_LT_FIELD(p->search, uint32_t);
    case HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: PYCUCC_LT_FIELD(p->max_workspace, uint64_t);
    default: return HIPBLAS_STATUS_SUCCESS; /* alignment and reduction hints: one algorithm takes any */
    }
}

static inline hipblasStatus_t hipblasLtMatmulPreferenceGetAttribute(hipblasLtMatmulPreference_t p, int attr, void *buf,
                                                                    size_t size, size_t *written) {
    if (p == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case HIPBLASLT_MATMUL_PREF_SEARCH_MODE: PYCUCC_LT_READ(p->search, uint32_t);
    case HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: PYCUCC_LT_READ(p->max_workspace, uint64_t);
    default: return HIPBLAS_STATUS_NOT_SUPPORTED;
    }
}
#undef PYCUCC_LT_FIELD
#undef PYCUCC_LT_READ

/* Whether this header can do the matmul a descriptor and its layouts describe: the shapes agree (D is m x n, op(A)
 * m x k, op(B) k x n, C as D), the layouts are column-major with one batch count, the types are ones hipBLAS's
 * GEMM takes with D's type for C, and the epilogue is one this header runs (with device code to run it in). */
static inline hipblasStatus_t __pycucc_lt_check(hipblasLtMatmulDesc_t d, hipblasLtMatrixLayout_t a,
                                                hipblasLtMatrixLayout_t b, hipblasLtMatrixLayout_t c,
                                                hipblasLtMatrixLayout_t dl) {
    int scale;
    uint64_t am, ak, bk, bn;
    if (d == NULL || a == NULL || b == NULL || c == NULL || dl == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    am = d->transa == HIPBLAS_OP_N ? a->rows : a->cols;
    ak = d->transa == HIPBLAS_OP_N ? a->cols : a->rows;
    bk = d->transb == HIPBLAS_OP_N ? b->rows : b->cols;
    bn = d->transb == HIPBLAS_OP_N ? b->cols : b->rows;
    if (am != dl->rows || bn != dl->cols || ak != bk || c->rows != dl->rows || c->cols != dl->cols)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (a->order || b->order || c->order || dl->order || a->batch != dl->batch || b->batch != dl->batch
        || c->batch != dl->batch || c->type != dl->type)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    if (__pycucc_lt_type(a->type) == HIPBLAS_DATATYPE_INVALID || __pycucc_lt_type(b->type) == HIPBLAS_DATATYPE_INVALID
        || __pycucc_lt_type(dl->type) == HIPBLAS_DATATYPE_INVALID
        || __pycucc_lt_compute(d->compute, &scale) == HIPBLAS_DATATYPE_INVALID)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    if (d->pointer_mode != HIPBLASLT_POINTER_MODE_HOST && d->pointer_mode != HIPBLASLT_POINTER_MODE_DEVICE)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    switch (d->epilogue) {
    case HIPBLASLT_EPILOGUE_DEFAULT:
        return HIPBLAS_STATUS_SUCCESS;
#if defined(__HIPCC__)
    case HIPBLASLT_EPILOGUE_RELU: case HIPBLASLT_EPILOGUE_BIAS: case HIPBLASLT_EPILOGUE_RELU_BIAS:
    case HIPBLASLT_EPILOGUE_GELU: case HIPBLASLT_EPILOGUE_GELU_BIAS: case HIPBLASLT_EPILOGUE_GELU_AUX:
    case HIPBLASLT_EPILOGUE_GELU_AUX_BIAS: case HIPBLASLT_EPILOGUE_DGELU: case HIPBLASLT_EPILOGUE_DGELU_BGRAD:
    case HIPBLASLT_EPILOGUE_BGRADA: case HIPBLASLT_EPILOGUE_BGRADB:
        if (__pycucc_lt_real_size(dl->type) == 0
            || __pycucc_lt_real_size(d->bias_type < 0 ? dl->type : d->bias_type) == 0
            || __pycucc_lt_real_size(d->aux_type < 0 ? dl->type : d->aux_type) == 0)
            return HIPBLAS_STATUS_NOT_SUPPORTED;
        if ((d->epilogue & (HIPBLASLT_EPILOGUE_BIAS | 16 | 256 | 512)) && d->bias == NULL)
            return HIPBLAS_STATUS_INVALID_VALUE; /* BIAS 4 and the gradients (DGELU_BGRAD has 16) write or read it */
        if ((d->epilogue == HIPBLASLT_EPILOGUE_GELU_AUX || d->epilogue == HIPBLASLT_EPILOGUE_GELU_AUX_BIAS
             || d->epilogue == HIPBLASLT_EPILOGUE_DGELU || d->epilogue == HIPBLASLT_EPILOGUE_DGELU_BGRAD)
            && (d->aux == NULL || d->aux_ld < (int64_t)dl->rows))
            return HIPBLAS_STATUS_INVALID_VALUE;
        return HIPBLAS_STATUS_SUCCESS;
#endif
    default:
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    }
}

static inline hipblasStatus_t hipblasLtMatmulAlgoGetHeuristic(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t desc,
                                                              hipblasLtMatrixLayout_t a, hipblasLtMatrixLayout_t b,
                                                              hipblasLtMatrixLayout_t c, hipblasLtMatrixLayout_t d,
                                                              hipblasLtMatmulPreference_t pref, int requested,
                                                              hipblasLtMatmulHeuristicResult_t results[],
                                                              int *returned) {
    hipblasStatus_t s;
    (void)pref;
    if (handle == NULL)
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (returned == NULL || requested <= 0 || results == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *returned = 0;
    s = __pycucc_lt_check(desc, a, b, c, d);
    if (s != HIPBLAS_STATUS_SUCCESS)
        return s;
    memset(&results[0], 0, sizeof results[0]);
    results[0].state = HIPBLAS_STATUS_SUCCESS;
    results[0].wavesCount = 1.0f;
    *returned = 1;
    return HIPBLAS_STATUS_SUCCESS;
}

#if defined(__HIPCC__)
/* The epilogue, one thread per element of D (or of the bias vector for the gradients), D's type and the bias's and
 * aux's read and written through their bits: fp32 0, fp64 1, fp16 2, bf16 14 (CUDA's cudaDataType values). */
__device__ inline double __pycucc_lt_load(const void *p, int64_t i, int t) {
    if (t == 0)
        return ((const float *)p)[i];
    if (t == 1)
        return ((const double *)p)[i];
    if (t == 2)
        return (double)((const _Float16 *)p)[i];
    uint32_t bits = (uint32_t)((const uint16_t *)p)[i] << 16;
    float f;
    __builtin_memcpy(&f, &bits, 4);
    return f;
}

__device__ inline void __pycucc_lt_store(void *p, int64_t i, int t, double v) {
    if (t == 0) {
        ((float *)p)[i] = (float)v;
    } else if (t == 1) {
        ((double *)p)[i] = v;
    } else if (t == 2) {
        ((_Float16 *)p)[i] = (_Float16)(float)v;
    } else {
        float f = (float)v;
        uint32_t bits;
        __builtin_memcpy(&bits, &f, 4);
        if ((bits & 0x7fffffffu) > 0x7f800000u)
            bits |= 0x00400000u; /* NaN stays a quiet NaN */
        else
            bits += 0x7fffu + ((bits >> 16) & 1u); /* round to nearest, ties to even */
        ((uint16_t *)p)[i] = (uint16_t)(bits >> 16);
    }
}

__device__ inline double __pycucc_lt_gelu(double x) {
    return 0.5 * x * (1.0 + tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
}

__device__ inline double __pycucc_lt_dgelu(double x) {
    double u = 0.7978845608028654 * (x + 0.044715 * x * x * x), t = tanh(u);
    return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * 0.7978845608028654 * (1.0 + 3.0 * 0.044715 * x * x);
}

/* element-wise: D[i, j] of each batch (rows x cols, leading dimension ldd), from the GEMM's result in D */
template <int Unused>
__global__ void __pycucc_lt_pointwise(void *D, int dt, int64_t ldd, int64_t sd, const void *bias, int bt, int64_t sb,
                                      void *aux, int at, int64_t lda, int64_t sa, int epilogue, int64_t rows,
                                      int64_t cols, int batch) {
    int64_t e = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (e >= rows * cols * batch)
        return;
    int64_t i = e % rows, j = (e / rows) % cols, n = e / (rows * cols);
    int64_t di = n * sd + j * ldd + i, ai = n * sa + j * lda + i;
    double v = __pycucc_lt_load(D, di, dt);
    if (epilogue & HIPBLASLT_EPILOGUE_BIAS)
        v += __pycucc_lt_load(bias, n * sb + i, bt);
    if (epilogue == HIPBLASLT_EPILOGUE_DGELU || epilogue == HIPBLASLT_EPILOGUE_DGELU_BGRAD) {
        v *= __pycucc_lt_dgelu(__pycucc_lt_load(aux, ai, at));
    } else if (epilogue & HIPBLASLT_EPILOGUE_GELU) {
        if (epilogue & 128) /* the _AUX forms keep GELU's input */
            __pycucc_lt_store(aux, ai, at, v);
        v = __pycucc_lt_gelu(v);
    } else if (epilogue & HIPBLASLT_EPILOGUE_RELU) {
        v = v > 0.0 ? v : 0.0;
    }
    __pycucc_lt_store(D, di, dt, v);
}

/* a bias gradient, one thread per element of the vector of each batch: DGELU_BGRAD sums D's rows (after the
 * GELU gradient), BGRADA op(A)'s rows over k, BGRADB op(B)'s columns over k */
template <int Unused>
__global__ void __pycucc_lt_bias_gradient(void *bias, int bt, int64_t sb, const void *M, int mt, int64_t ld,
                                          int64_t sm, int across_columns, int64_t count, int64_t len, int batch) {
    int64_t e = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (e >= count * batch)
        return;
    int64_t v = e % count, n = e / count;
    double sum = 0.0;
    for (int64_t r = 0; r < len; ++r)
        sum += __pycucc_lt_load(M, n * sm + (across_columns ? r * ld + v : v * ld + r), mt);
    __pycucc_lt_store(bias, n * sb + v, bt, sum);
}
#endif

static inline hipblasStatus_t __pycucc_lt_copy(void *to, int64_t ldt, int64_t st, const void *from, int64_t ldf,
                                               int64_t sf, uint64_t rows, uint64_t cols, int batch, size_t size,
                                               hipStream_t stream) {
    int n;
    for (n = 0; n < batch; ++n)
        if (hipMemcpy2DAsync((char *)to + (size_t)(n * st) * size, (size_t)ldt * size,
                             (const char *)from + (size_t)(n * sf) * size, (size_t)ldf * size, (size_t)rows * size,
                             (size_t)cols, hipMemcpyDefault, stream) != hipSuccess)
            return HIPBLAS_STATUS_EXECUTION_FAILED;
    return HIPBLAS_STATUS_SUCCESS;
}

static inline hipblasStatus_t hipblasLtMatmul(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t desc,
                                              const void *alpha, const void *A, hipblasLtMatrixLayout_t a,
                                              const void *B, hipblasLtMatrixLayout_t b, const void *beta,
                                              const void *C, hipblasLtMatrixLayout_t c, void *D,
                                              hipblasLtMatrixLayout_t d, const hipblasLtMatmulAlgo_t *algo,
                                              void *workspace, size_t workspace_size, hipStream_t stream) {
    hipblasStatus_t s;
    hipblasDatatype_t compute;
    int scale;
    size_t dsize;
    int64_t k;
    (void)algo;
    (void)workspace;
    (void)workspace_size;
    if (handle == NULL)
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    s = __pycucc_lt_check(desc, a, b, c, d);
    if (s != HIPBLAS_STATUS_SUCCESS)
        return s;
    if (alpha == NULL || beta == NULL || A == NULL || B == NULL || D == NULL)
        return HIPBLAS_STATUS_INVALID_VALUE;
    compute = __pycucc_lt_compute(desc->compute, &scale);
    if (desc->scale != scale)
        return HIPBLAS_STATUS_NOT_SUPPORTED; /* hipBLAS's alpha and beta are of the compute type */
    dsize = __pycucc_lt_size(d->type);
    s = hipblasSetStream(handle->blas, stream);
    if (s == HIPBLAS_STATUS_SUCCESS)
        s = hipblasSetPointerMode(handle->blas, desc->pointer_mode == HIPBLASLT_POINTER_MODE_DEVICE
                                                    ? HIPBLAS_POINTER_MODE_DEVICE : HIPBLAS_POINTER_MODE_HOST);
    if (s != HIPBLAS_STATUS_SUCCESS)
        return s;
    if (C != NULL && C != D)  /* hipBLAS's GEMM reads C from where it writes D */
        s = __pycucc_lt_copy(D, d->ld, d->stride, C, c->ld, c->stride, d->rows, d->cols, d->batch, dsize, stream);
    if (s != HIPBLAS_STATUS_SUCCESS)
        return s;
    k = desc->transa == HIPBLAS_OP_N ? (int64_t)a->cols : (int64_t)a->rows;
    s = hipblasGemmStridedBatchedEx(handle->blas, (hipblasOperation_t)desc->transa, (hipblasOperation_t)desc->transb,
                                    (int)d->rows, (int)d->cols, (int)k, alpha, A, __pycucc_lt_type(a->type),
                                    (int)a->ld, a->stride, B, __pycucc_lt_type(b->type), (int)b->ld, b->stride, beta,
                                    D, __pycucc_lt_type(d->type), (int)d->ld, d->stride, d->batch, compute,
                                    HIPBLAS_GEMM_DEFAULT);
    if (s != HIPBLAS_STATUS_SUCCESS || desc->epilogue == HIPBLASLT_EPILOGUE_DEFAULT)
        return s;
#if defined(__HIPCC__)
    {
        int dt = d->type, bt = desc->bias_type < 0 ? d->type : desc->bias_type;
        int at = desc->aux_type < 0 ? d->type : desc->aux_type;
        int64_t elements = (int64_t)d->rows * (int64_t)d->cols * d->batch;
        int e = desc->epilogue;
        if (e != HIPBLASLT_EPILOGUE_BGRADA && e != HIPBLASLT_EPILOGUE_BGRADB) {
            hipLaunchKernelGGL(__pycucc_lt_pointwise<0>, dim3((unsigned)((elements + 255) / 256)), dim3(256), 0,
                               stream, D, dt, d->ld, d->stride, desc->bias, bt, desc->bias_stride, desc->aux, at,
                               desc->aux_ld, desc->aux_stride, e, (int64_t)d->rows, (int64_t)d->cols, d->batch);
        }
        if (e == HIPBLASLT_EPILOGUE_DGELU_BGRAD) {
            hipLaunchKernelGGL(__pycucc_lt_bias_gradient<0>, dim3((unsigned)((d->rows * d->batch + 255) / 256)),
                               dim3(256), 0, stream, (void *)desc->bias, bt, desc->bias_stride, (const void *)D, dt,
                               d->ld, d->stride, 1, (int64_t)d->rows, (int64_t)d->cols, d->batch);
        } else if (e == HIPBLASLT_EPILOGUE_BGRADA) {
            /* op(A)'s row i over k: A[i, r] (N) or A[r, i] (T) */
            int n_form = desc->transa == HIPBLAS_OP_N;
            hipLaunchKernelGGL(__pycucc_lt_bias_gradient<0>, dim3((unsigned)((d->rows * d->batch + 255) / 256)),
                               dim3(256), 0, stream, (void *)desc->bias, bt, desc->bias_stride, A, a->type, a->ld,
                               a->stride, n_form, (int64_t)d->rows, k, d->batch);
        } else if (e == HIPBLASLT_EPILOGUE_BGRADB) {
            /* op(B)'s column j over k: B[r, j] (N) or B[j, r] (T) */
            int n_form = desc->transb == HIPBLAS_OP_N;
            hipLaunchKernelGGL(__pycucc_lt_bias_gradient<0>, dim3((unsigned)((d->cols * d->batch + 255) / 256)),
                               dim3(256), 0, stream, (void *)desc->bias, bt, desc->bias_stride, B, b->type, b->ld,
                               b->stride, !n_form, (int64_t)d->cols, k, d->batch);
        }
        return hipGetLastError() == hipSuccess ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_EXECUTION_FAILED;
    }
#else
    return HIPBLAS_STATUS_NOT_SUPPORTED;
#endif
}

#endif /* PYCUCC_HIPBLASLT_FALLBACK_H */
