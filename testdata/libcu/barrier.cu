// libcu++'s cuda::barrier and cuda::memcpy_async with a barrier (tests/test_libcu.py checks the results on the
// emulator). The emulator switches waves only at s_barrier, so a wave waiting for another polls forever there: the
// blocks are one wave (32 threads) on both targets.
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/std/utility>
namespace cg = cooperative_groups;

struct count_phases {
    int* phases;
    __device__ void operator()() noexcept { ++*phases; }
};

// out[b]: the sum of in[64 b .. 64 b + 63], reduced through shared memory with one barrier phase a step;
// phases[b]: the phases the second barrier completed (run by its completion function)
extern "C" __global__ void reduce(const float* in, float* out, int* phases) {
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ cuda::barrier<cuda::thread_scope_block, count_phases> counted;
    __shared__ cuda::barrier<cuda::thread_scope_device> whole;  // a wider scope than needed, as code may ask
    __shared__ float buf[2][32];
    __shared__ int done;
    cg::thread_block block = cg::this_thread_block();
    const unsigned t = block.thread_rank();
    if (t == 0) {
        done = 0;
        init(&bar, block.size());
        init(&counted, block.size(), count_phases{&done});
        init(&whole, block.size());
    }
    block.sync();
    const float* src = in + 64 * blockIdx.x;
    cuda::memcpy_async(block, buf[0], src, sizeof(float) * 32, bar);                          // the group's copy
    cuda::memcpy_async(&buf[1][t], src + 32 + t, cuda::aligned_size_t<4>(sizeof(float)), bar);  // one thread's
    bar.arrive_and_wait();
    buf[0][t] += buf[1][t];
    for (unsigned s = 16; s > 0; s >>= 1) {
        cuda::barrier<cuda::thread_scope_block>::arrival_token token = bar.arrive();
        bar.wait(cuda::std::move(token));
        if (t < s) buf[0][t] += buf[0][t + s];
    }
    whole.arrive_and_wait();
    counted.arrive_and_wait();                           // phase 1: 32 arrivals
    // The lanes of a wave run in lockstep: those that leave arrive first, in code of their own, so that the ones
    // waiting do not wait for lanes of their wave that an if/else branch has not run yet.
    if (t >= 16) counted.arrive_and_drop();              // phase 2: 16 arrive and leave
    if (t < 16) counted.arrive_and_wait();               //          the other 16 arrive and wait
    if (t < 16) counted.arrive_and_wait();               // phase 3: the 16 left
    if (t == 0) {
        out[blockIdx.x] = buf[0][0];
        phases[blockIdx.x] = done * 100 + int(cuda::barrier<cuda::thread_scope_block>::max() == 0x7fffffff);
    }
}
