// The C library functions CUDA device code may call: printf, assert, memcpy, memset, malloc and free. HIP has them
// all in device code under the same names, so the translation keeps every call; the CUDA header goes.
#include <cstdio>
#include <cassert>
#include <cstring>
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

struct Particle {
    float pos[3];
    float vel[3];
    int id;
};

// Copies records with memcpy, clears scratch with memset, checks an invariant with assert and reports
// the first few records with printf.
__global__ void pack(const Particle* in, Particle* out, int n, int verbose) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p;
    // CHECK:     memcpy(&p, &in[i], sizeof(Particle));
    memcpy(&p, &in[i], sizeof(Particle));
    // CHECK:     assert(p.id >= 0);
    assert(p.id >= 0);
    // CHECK:     if (p.id < 0) __builtin_trap();
    if (p.id < 0) __trap();
    float scratch[8];
    // CHECK:     memset(scratch, 0, sizeof(scratch));
    memset(scratch, 0, sizeof(scratch));
    scratch[i & 7] = p.vel[0];
    p.pos[0] += scratch[i & 7];
    std::memcpy(&out[i], &p, sizeof(Particle));
    if (verbose && i < 4)
        // CHECK:         printf("particle %d at (%f, %f, %f)\n", p.id, p.pos[0], p.pos[1], p.pos[2]);
        printf("particle %d at (%f, %f, %f)\n", p.id, p.pos[0], p.pos[1], p.pos[2]);
}

// Per-thread heap scratch, as older CUDA code does it.
__global__ void heap_scratch(int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    // CHECK:     int* buf = static_cast<int*>(malloc(4 * sizeof(int)));
    int* buf = static_cast<int*>(malloc(4 * sizeof(int)));
    if (buf == nullptr) {
        printf("thread %d: device heap exhausted\n", i);
        return;
    }
    std::memset(buf, 0, 4 * sizeof(int));
    for (int k = 0; k < 4; ++k) buf[k] = i * k;
    if (i < n) out[i] = buf[3];
    // CHECK:     free(buf);
    free(buf);
}

// Host code keeps the host versions of the same functions.
int summarize(const Particle* host, int n) {
    char line[64];
    memset(line, 0, sizeof(line));
    memcpy(line, "particles", 9);
    assert(n >= 0);
    printf("%s: %d, first id %d\n", line, n, n > 0 ? host[0].id : -1);
    return n;
}
