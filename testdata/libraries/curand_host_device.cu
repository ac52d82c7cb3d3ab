// Random numbers two ways: the host API fills a buffer with a generator; a kernel draws its own with the device
// API (one curandState per thread). Link: -lcurand (the device API is header-only).
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

#define CURAND_CHECK(x) do { curandStatus_t s_ = (x); if (s_ != CURAND_STATUS_SUCCESS) { \
    fprintf(stderr, "%s:%d: cuRAND error %d\n", __FILE__, __LINE__, (int)s_); return 1; } } while (0)

__global__ void setup(curandState* states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void draw(curandState* states, float* uniform, float* normal, unsigned int* bits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  uniform[id] = curand_uniform(&local);
  normal[id] = curand_normal(&local);
  bits[id] = curand(&local);
  states[id] = local;
}

__global__ void philox(float4* out, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  curand_init(seed, id, 0, &state);
  out[id] = curand_uniform4(&state);
}

int main() {
  const int n = 1 << 12;
  float *d_uniform, *d_normal;
  unsigned int* d_bits;
  float4* d_four;
  curandState* d_states;
  cudaMalloc(&d_uniform, n * sizeof(float));
  cudaMalloc(&d_normal, n * sizeof(float));
  cudaMalloc(&d_bits, n * sizeof(unsigned int));
  cudaMalloc(&d_four, n * sizeof(float4));
  cudaMalloc(&d_states, n * sizeof(curandState));

  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  CURAND_CHECK(curandGenerateUniform(gen, d_uniform, n));
  CURAND_CHECK(curandGenerateNormal(gen, d_normal, n, 0.0f, 1.0f));
  CURAND_CHECK(curandDestroyGenerator(gen));

  setup<<<n / 256, 256>>>(d_states, 42ULL);
  draw<<<n / 256, 256>>>(d_states, d_uniform, d_normal, d_bits);
  philox<<<n / 256, 256>>>(d_four, 7ULL);
  cudaDeviceSynchronize();
  float first;
  cudaMemcpy(&first, d_uniform, sizeof(float), cudaMemcpyDeviceToHost);
  printf("first uniform %f\n", first);
  cudaFree(d_uniform); cudaFree(d_normal); cudaFree(d_bits); cudaFree(d_four); cudaFree(d_states);
  return 0;
}
