// libcu++'s <cuda/std/optional> in device code (tests/test_libcu.py runs it on the emulator); nvcc 13 compiles it
// with CUDA's libcu++ (nvcc -c -arch=sm_80).
#include <cuda/std/optional>

struct Counted {  // not trivially destructible: the optional runs its destructor
    int* dtors;
    int v;
    __device__ Counted(int* d, int x) : dtors(d), v(x) {}
    __device__ Counted(const Counted& o) : dtors(o.dtors), v(o.v) {}
    __device__ ~Counted() { atomicAdd(dtors, 1); }
};

__device__ cuda::std::optional<int> halved(int x) {
    if (x % 2) return cuda::std::nullopt;
    return x / 2;
}

extern "C" __global__ void optionals(int* out, int* dtors) {
    const int t = threadIdx.x;
    cuda::std::optional<int> h = halved(t);
    out[4 * t] = h.value_or(-1);
    out[4 * t + 1] = h.has_value() + 2 * (h == cuda::std::nullopt) + 4 * (h < 3) + 8 * (cuda::std::optional<int>(2) < h);
    h = t + 10;
    h.emplace(*h + 1);
    out[4 * t + 2] = *h;
    h.reset();
    cuda::std::optional<float> f = cuda::std::make_optional(0.5f * t);
    cuda::std::optional<float> g;
    g = f;
    f.swap(g);
    out[4 * t + 3] = int(4 * f.value()) + 1000 * bool(h);
    {
        cuda::std::optional<Counted> c(cuda::std::in_place, dtors, t);
        cuda::std::optional<Counted> d = c;
        c.reset();
        if (d->v != t) atomicAdd(dtors, 1000);
    }
}
