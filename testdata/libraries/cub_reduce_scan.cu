// CUB at both levels: a block-wide reduce and scan inside a kernel, and the device-wide reduce and scan with
// their two-phase temporary-storage protocol (first call asks for the size).
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

template <int BLOCK>
__global__ void block_sums(const int* in, int* block_total, int* prefix) {
  using BlockReduce = cub::BlockReduce<int, BLOCK>;
  using BlockScan = cub::BlockScan<int, BLOCK>;
  __shared__ typename BlockReduce::TempStorage reduce_temp;
  __shared__ typename BlockScan::TempStorage scan_temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int total = BlockReduce(reduce_temp).Sum(v);
  int before;
  BlockScan(scan_temp).ExclusiveSum(v, before);
  prefix[blockIdx.x * BLOCK + threadIdx.x] = before;
  if (threadIdx.x == 0) block_total[blockIdx.x] = total;
}

int main() {
  const int n = 1 << 12, block = 256;
  int *d_in, *d_out, *d_totals, *d_prefix;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMalloc(&d_totals, (n / block) * sizeof(int));
  cudaMalloc(&d_prefix, n * sizeof(int));
  cudaMemset(d_in, 0, n * sizeof(int));
  block_sums<block><<<n / block, block>>>(d_in, d_totals, d_prefix);

  void* temp = nullptr;
  size_t temp_bytes = 0;
  cub::DeviceReduce::Sum(temp, temp_bytes, d_in, d_out, n);
  size_t scan_bytes = 0;
  cub::DeviceScan::InclusiveSum(nullptr, scan_bytes, d_in, d_prefix, n);
  if (scan_bytes > temp_bytes) temp_bytes = scan_bytes;
  cudaMalloc(&temp, temp_bytes);
  cub::DeviceReduce::Sum(temp, temp_bytes, d_in, d_out, n);
  cub::DeviceScan::InclusiveSum(temp, temp_bytes, d_in, d_prefix, n);
  cudaDeviceSynchronize();
  int sum = -1;
  cudaMemcpy(&sum, d_out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum %d\n", sum);
  cudaFree(temp); cudaFree(d_in); cudaFree(d_out); cudaFree(d_totals); cudaFree(d_prefix);
  return 0;
}
