// The ROC option: cusparse names whose rocsparse form is newer than the rocsparse headers the tests compile against: translated, not compiled.
// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)
// OPTIONS: roc=true
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <rocsparse/rocsparse.h>
#include <cusparse.h>
// CHECK: #include <rocsparse/rocsparse.h>
#include <cusparse_v2.h>

void use_all() {
  // CHECK:   (void)(rocsparse_const_spvec_descr *)0;
  (void)(cusparseConstSpVecDescr_t *)0;
  // CHECK:   (void)(rocsparse_const_dnvec_descr *)0;
  (void)(cusparseConstDnVecDescr_t *)0;
  // CHECK:   (void)(rocsparse_const_spmat_descr *)0;
  (void)(cusparseConstSpMatDescr_t *)0;
  // CHECK:   (void)(rocsparse_const_dnmat_descr *)0;
  (void)(cusparseConstDnMatDescr_t *)0;
  // CHECK:   using ::rocsparse_get_status_name;
  using ::cusparseGetErrorName;
  // CHECK:   using ::rocsparse_get_status_description;
  using ::cusparseGetErrorString;
  // CHECK:   using ::rocsparse_create_const_spvec_descr;
  using ::cusparseCreateConstSpVec;
  // CHECK:   using ::rocsparse_const_spvec_get;
  using ::cusparseConstSpVecGet;
  // CHECK:   using ::rocsparse_const_spvec_get_values;
  using ::cusparseConstSpVecGetValues;
  // CHECK:   using ::rocsparse_create_const_dnvec_descr;
  using ::cusparseCreateConstDnVec;
  // CHECK:   using ::rocsparse_const_dnvec_get;
  using ::cusparseConstDnVecGet;
  // CHECK:   using ::rocsparse_const_dnvec_get_values;
  using ::cusparseConstDnVecGetValues;
  // CHECK:   using ::rocsparse_const_spmat_get_values;
  using ::cusparseConstSpMatGetValues;
  // CHECK:   using ::rocsparse_create_const_csr_descr;
  using ::cusparseCreateConstCsr;
  // CHECK:   using ::rocsparse_create_const_csc_descr;
  using ::cusparseCreateConstCsc;
  // CHECK:   using ::rocsparse_const_csr_get;
  using ::cusparseConstCsrGet;
  // CHECK:   using ::rocsparse_csc_get;
  using ::cusparseCscGet;
  // CHECK:   using ::rocsparse_const_csc_get;
  using ::cusparseConstCscGet;
  // CHECK:   using ::rocsparse_create_const_coo_descr;
  using ::cusparseCreateConstCoo;
  // CHECK:   using ::rocsparse_const_coo_get;
  using ::cusparseConstCooGet;
  // CHECK:   using ::rocsparse_create_const_bell_descr;
  using ::cusparseCreateConstBlockedEll;
  // CHECK:   using ::rocsparse_const_bell_get;
  using ::cusparseConstBlockedEllGet;
  // CHECK:   using ::rocsparse_create_const_dnmat_descr;
  using ::cusparseCreateConstDnMat;
  // CHECK:   using ::rocsparse_const_dnmat_get;
  using ::cusparseConstDnMatGet;
  // CHECK:   using ::rocsparse_const_dnmat_get_values;
  using ::cusparseConstDnMatGetValues;
}
