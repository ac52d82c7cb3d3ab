// CUDA has no atomicMin/atomicMax for float or double, so programs define their own; HIP has them, so a file that
// defines or sees the program's own uses them under another name, where CUDA's int overloads are too.
#include <cuda_runtime.h>

// CHECK: __device__ float __pycucc_user_atomicMin(float *addr, float value) {
__device__ float atomicMin(float *addr, float value) {
  int *bits = (int *)addr;
  int old = *bits, assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed, __float_as_int(fminf(value, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}

// CHECK: __device__ double __pycucc_user_atomicMax(double *addr, double value) {
__device__ double atomicMax(double *addr, double value) {
  unsigned long long *bits = (unsigned long long *)addr;
  unsigned long long old = *bits, assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed, __double_as_longlong(fmax(value, __longlong_as_double(assumed))));
  } while (assumed != old);
  return __longlong_as_double(old);
}

template <class T> __device__ void keep_low(T *slot, T value) {
  // CHECK:   __pycucc_user_atomicMin(slot, value);
  atomicMin(slot, value);
}

__global__ void extremes(const float *x, float *lo, double *hi, int *count_lo, long long *wide) {
  float v = x[threadIdx.x];
  // CHECK:   __pycucc_user_atomicMin(lo, v);
  atomicMin(lo, v);
  // CHECK:   __pycucc_user_atomicMax(hi, (double)v);
  atomicMax(hi, (double)v);
  // CUDA's own overloads, under the same name
  // CHECK:   __pycucc_user_atomicMin(count_lo, (int)threadIdx.x);
  atomicMin(count_lo, (int)threadIdx.x);
  // CHECK:   __pycucc_user_atomicMax(wide, (long long)v);
  atomicMax(wide, (long long)v);
  keep_low(lo, v);
  keep_low(count_lo, 3);
}
