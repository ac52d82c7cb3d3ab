/* pycucc parse-only declarations of what cuSPARSE releases after CUDA 13.0's (the wheel tools/gen_decls.py reads)
 * added: the experimental SpMVOp API (SpMV with an epilogue given as LTO-IR: cuSPARSE 12.7.3, CUDA 13.1 Update 1;
 * the cusparseSpMVOpAlg_t argument of bufferSize/createDescr from CUDA 13.3), written by hand from the
 * signatures of NVIDIA's cuSPARSE documentation and of programs that call it. Buffers are `const void *`, which
 * takes every pointer the documented forms take. Declarations of pycucc's own, used only to parse CUDA sources
 * with libclang; <cusparse.h> includes this file last. Nothing here is compiled into code. */
#ifndef PYCUCC_DECLS_PYCUCC_CUSPARSE_NEWER_H
#define PYCUCC_DECLS_PYCUCC_CUSPARSE_NEWER_H
struct cusparseSpMVOpDescr;
typedef struct cusparseSpMVOpDescr *cusparseSpMVOpDescr_t;
struct cusparseSpMVOpPlan;
typedef struct cusparseSpMVOpPlan *cusparseSpMVOpPlan_t;
typedef enum {
  CUSPARSE_SPMVOP_ALG_DEFAULT = 0,
  CUSPARSE_SPMVOP_ALG1 = 1,
  CUSPARSE_SPMVOP_ALG2 = 2
} cusparseSpMVOpAlg_t;
cusparseStatus_t cusparseSpMVOp_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, cusparseDnVecDescr_t vecZ, cudaDataType computeType, cusparseSpMVOpAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSpMVOp_createDescr(cusparseHandle_t handle, cusparseSpMVOpDescr_t *descr, cusparseOperation_t opA, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, cusparseDnVecDescr_t vecZ, cudaDataType computeType, cusparseSpMVOpAlg_t alg, void *buffer);
cusparseStatus_t cusparseSpMVOp_destroyDescr(cusparseSpMVOpDescr_t descr);
cusparseStatus_t cusparseSpMVOp_createPlan(cusparseHandle_t handle, cusparseSpMVOpDescr_t descr, cusparseSpMVOpPlan_t *plan, const void *ltoirBuffer, size_t ltoirBufferSize);
cusparseStatus_t cusparseSpMVOp_setGlobalUserData(cusparseHandle_t handle, cusparseSpMVOpPlan_t plan, const char *globalDataName, const void *data, size_t dataSize);
cusparseStatus_t cusparseSpMVOp(cusparseHandle_t handle, cusparseSpMVOpPlan_t plan, const void *alpha, const void *beta, cusparseConstDnVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, cusparseDnVecDescr_t vecZ);
cusparseStatus_t cusparseSpMVOp_destroyPlan(cusparseSpMVOpPlan_t plan);
#endif /* PYCUCC_DECLS_PYCUCC_CUSPARSE_NEWER_H */
