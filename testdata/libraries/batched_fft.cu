// A batch of 1-D complex FFTs forward and back, and a 2-D real-to-complex transform, with cuFFT plans.
// Link: -lcufft. cuFFT (like hipFFT) is unnormalized: forward then inverse scales by n.
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>

#define CUFFT_CHECK(x) do { cufftResult r_ = (x); if (r_ != CUFFT_SUCCESS) { \
    fprintf(stderr, "%s:%d: cuFFT error %d\n", __FILE__, __LINE__, (int)r_); return 1; } } while (0)

__global__ void scale(cufftComplex* data, int count, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) { data[i].x *= factor; data[i].y *= factor; }
}

int main() {
  const int n = 256, batch = 8;
  cufftComplex* data;
  cudaMalloc(&data, sizeof(cufftComplex) * n * batch);
  cudaMemset(data, 0, sizeof(cufftComplex) * n * batch);
  cufftHandle plan;
  int dims[1] = {n};
  CUFFT_CHECK(cufftPlanMany(&plan, 1, dims, nullptr, 1, n, nullptr, 1, n, CUFFT_C2C, batch));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  CUFFT_CHECK(cufftSetStream(plan, stream));
  CUFFT_CHECK(cufftExecC2C(plan, data, data, CUFFT_FORWARD));
  CUFFT_CHECK(cufftExecC2C(plan, data, data, CUFFT_INVERSE));
  scale<<<(n * batch + 255) / 256, 256, 0, stream>>>(data, n * batch, 1.0f / n);

  cufftHandle plan2d;
  float* real;
  cufftComplex* spectrum;
  cudaMalloc(&real, sizeof(float) * 64 * 64);
  cudaMalloc(&spectrum, sizeof(cufftComplex) * 64 * (64 / 2 + 1));
  CUFFT_CHECK(cufftPlan2d(&plan2d, 64, 64, CUFFT_R2C));
  size_t work = 0;
  CUFFT_CHECK(cufftGetSize(plan2d, &work));
  CUFFT_CHECK(cufftExecR2C(plan2d, real, spectrum));
  cudaStreamSynchronize(stream);
  printf("work area %zu bytes\n", work);
  cufftDestroy(plan);
  cufftDestroy(plan2d);
  cudaFree(data); cudaFree(real); cudaFree(spectrum);
  return 0;
}
