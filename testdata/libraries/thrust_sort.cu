// Thrust: device vectors, sort, a transform with a functor, a reduction, and an explicit execution policy on a
// stream (thrust::cuda::par.on(stream), the HIP backend's thrust::hip::par after translation).
#include <cstdio>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
  const int n = 1000;
  thrust::host_vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = float(n - i);
  thrust::device_vector<float> d = h;
  thrust::sort(d.begin(), d.end());
  thrust::device_vector<float> squares(n);
  thrust::transform(d.begin(), d.end(), squares.begin(), square());
  float total = thrust::reduce(squares.begin(), squares.end(), 0.0f, thrust::plus<float>());
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  thrust::device_vector<int> keys(n);
  thrust::sequence(thrust::cuda::par.on(stream), keys.begin(), keys.end(), 0);
  thrust::sort(thrust::cuda::par.on(stream), keys.begin(), keys.end(), thrust::greater<int>());
  cudaStreamSynchronize(stream);
  float smallest = d[0];
  printf("smallest %f, sum of squares %f\n", smallest, total);
  cudaStreamDestroy(stream);
  return smallest == 1.0f ? 0 : 1;
}
