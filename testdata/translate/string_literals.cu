// OPTIONS: string_literals=true
// CUDA names in string literals, as hipify-clang rewrites them (`pycucc translate` and the hipify front ends; a
// build keeps its strings, as nvcc does): from each "cu" to the next space is a word, and a word that is a CUDA name
// with a HIP one becomes it. A word that runs on past the name (a colon, "\n") is not a name, and neither are names
// HIP lacks; wide, UTF-8 and raw literals, comments and #include lines are left alone.
#include <cstdio>
#include <cuda_runtime.h>
// CHECK: #define CHECKED(call, what) do { if ((call) != hipSuccess) { fprintf(stderr, "%s failed\n", what); } } while (0)
#define CHECKED(call, what) do { if ((call) != cudaSuccess) { fprintf(stderr, "%s failed\n", what); } } while (0)

int main() {
  float *d = nullptr;
  // CHECK:   if (hipMalloc(&d, 64) != hipSuccess) { printf("hipMalloc failed (%d bytes)\n", 64); perror("hipMalloc"); }
  if (cudaMalloc(&d, 64) != cudaSuccess) { printf("cudaMalloc failed (%d bytes)\n", 64); perror("cudaMalloc"); }
  // CHECK:   CHECKED(hipMemset(d, 0, 64), "hipMemset");
  CHECKED(cudaMemset(d, 0, 64), "cudaMemset");
  // CHECK:   CHECKED(hipEventCreate(nullptr), "hipEventCreate with hipEventDefault");
  CHECKED(cudaEventCreate(nullptr), "cudaEventCreate with cudaEventDefault");
  // CHECK:   printf("cudaFree: %s\n", "cudaFree\n"); printf("%s: hipFree hipDeviceReset done\n", "x");
  printf("cudaFree: %s\n", "cudaFree\n"); printf("%s: cudaFree cudaDeviceReset done\n", "x");
  // CHECK:   printf("cudaGraphConditionalHandleCreate is CUDA's only"); puts(u8"cudaFree x"); puts(R"(cudaFree x)");
  printf("cudaGraphConditionalHandleCreate is CUDA's only"); puts(u8"cudaFree x"); puts(R"(cudaFree x)");
  // a "cudaFree" in a comment stays
  // CHECK:   hipFree(d);
  cudaFree(d);
  return 0;
}
