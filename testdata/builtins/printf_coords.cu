// printf of the built-in coordinates as CUDA programs write it: threadIdx.x is an unsigned int in CUDA, an object
// that converts to one in HIP 5, and clang lowers a device printf of scalars only.
#include <cstdio>

__global__ void hello(int n, const char *tag) {
  printf("%s thread %u of block %u (%u x %u), n=%d, %f %c\n", tag, threadIdx.x, blockIdx.x, blockDim.x, gridDim.x, n,
         1.5, 'c');
  printf("scalars only: %d\n", n + (int)threadIdx.y);
}

int main() {
  hello<<<2, 4>>>(8, "hi");
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
