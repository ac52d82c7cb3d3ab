// cuda::std's members libstdc++ makes constexpr only from C++20 (pair and tuple assignment, tie, array::fill): device
// code under -std=c++20 (tests/test_libcu.py builds it so; in C++17 they are host functions, pycucc_cuda_std.h).
#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cuda/std/utility>

extern "C" __global__ void assign(int* out) {
    cuda::std::pair<int, int> p(1, 2), q(3, 4);
    p = q;
    cuda::std::tuple<int, int> t(5, 6), u;
    u = t;
    cuda::std::array<int, 4> a{};
    a.fill(7);
    cuda::std::tie(out[1], out[2]) = cuda::std::make_tuple(p.second, cuda::std::get<0>(u));
    out[0] = a[3];
}
