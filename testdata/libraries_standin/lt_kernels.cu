// Instantiates the kernels of pycucc's hipBLASLt stand-in (compiler/include/fallback/hipblaslt/hipblaslt.h): a
// matmul call is enough (tests/test_cublaslt_standin.py runs them on the emulator).
#include <cublasLt.h>
cublasStatus_t run(cublasLtHandle_t h, cublasLtMatmulDesc_t d, cublasLtMatrixLayout_t l, float *p) {
    float one = 1;
    return cublasLtMatmul(h, d, &one, p, l, p, l, &one, p, l, p, l, nullptr, nullptr, 0, 0);
}
