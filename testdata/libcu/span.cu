// libcu++'s <cuda/std/span> in device code (tests/test_libcu.py runs it on the emulator); nvcc 13 compiles it with
// CUDA's libcu++ (nvcc -c -arch=sm_80), in C++17 as here.
#include <cuda/std/array>
#include <cuda/std/span>

__device__ int total(cuda::std::span<const int> s) {
    int sum = 0;
    for (int v : s) sum += v;
    return sum;
}

extern "C" __global__ void spans(const int* in, int* out) {
    const int t = threadIdx.x;
    __shared__ int tile[32];
    tile[t] = in[t];
    __syncthreads();
    cuda::std::span<int, 32> all(tile);
    cuda::std::span<const int> row(in + 8 * (t % 4), 8);
    cuda::std::array<int, 3> three{{t, 2 * t, 3 * t}};
    cuda::std::span<int, 3> arr(three);
    out[8 * t + 0] = total(all);
    out[8 * t + 1] = total(row);
    out[8 * t + 2] = total(all.subspan(t)) + 1000 * int(all.subspan<4, 8>().size());
    out[8 * t + 3] = all.first<4>().back() + all.last(3).front() + int(all.extent == 32);
    out[8 * t + 4] = total(arr) + int(arr.size_bytes());
    out[8 * t + 5] = *all.rbegin() + int(cuda::std::as_bytes(row).size());
    out[8 * t + 6] = int(row.empty()) + 2 * int(cuda::std::span<int>().empty()) + 4 * int(decltype(row)::extent == cuda::std::dynamic_extent);
    out[8 * t + 7] = total(cuda::std::span<const int>(in, in + t));
}
