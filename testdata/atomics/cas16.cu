// CUDA's 16-bit atomicCAS (sm_70): threads bump neighbouring unsigned shorts of the same 32-bit words with CAS
// loops, so a CAS races with changes to the other half of its word; a CAS whose compare value is stale must fail
// and return the slot's value, never the word's.
#include <cuda_runtime.h>

__global__ void bump(unsigned short* slots, int rounds, unsigned short* probe, unsigned short* seen) {
    unsigned short* s = &slots[threadIdx.x % 6];
    for (int r = 0; r < rounds; ++r) {
        unsigned short old = *s, assumed;
        do {
            assumed = old;
            old = atomicCAS(s, assumed, (unsigned short)(assumed + 1));
        } while (old != assumed);
    }
    // probe[0] holds 5 and probe[1] is bumped by others: a CAS expecting 7 fails and returns 5
    if (threadIdx.x % 2 == 0) {
        seen[threadIdx.x] = atomicCAS(&probe[0], (unsigned short)7, (unsigned short)9);
    } else {
        atomicAdd(reinterpret_cast<unsigned int*>(probe), 1u << 16);
        seen[threadIdx.x] = 0;
    }
    if (rounds < 0) __trap();
}
