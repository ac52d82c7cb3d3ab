// What nvcc's front end accepts and clang does not, mended in the translation with a warning (PCC1021): a member
// template of a dependent type named after `::` without `template` (EDG takes it as a template; clang needs the
// keyword). After `.` or `->` nvcc rejects it too, and so does the translation.
#include <cuda_runtime.h>

template <typename T, typename S> struct VecCast {
  template <int N> __device__ static T cast(S s) { return (T)(s * N); }
};
template <typename T, typename S>
__device__ T convert(S s) {
  // CHECK:   T a = VecCast<T, S>::template cast<4>(s);
  T a = VecCast<T, S>::cast<4>(s);
  // CHECK:   return a + ::VecCast<T, S>::template cast<2>(s) + VecCast<T, S>::template cast<3>(s);
  return a + ::VecCast<T, S>::cast<2>(s) + VecCast<T, S>::cast<3>(s);
}

template <typename T, typename S>
__device__ T written_out(S s) {
  // CHECK:   return VecCast<T, S>::template cast<1>(s);
  return VecCast<T, S>::template cast<1>(s);
}

__global__ void kernel(float *out, int v) {
  out[0] = convert<float, int>(v) + written_out<float, int>(v);
}
