#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "physics.cuh"

void launch_step(Particle *ps, int n, float dt);

#define CHECK(call)                                                                          \
    do {                                                                                     \
        cudaError_t err_ = (call);                                                           \
        if (err_ != cudaSuccess) {                                                           \
            fprintf(stderr, "separable: CUDA error: %s\n", cudaGetErrorName(err_));          \
            return 1;                                                                        \
        }                                                                                    \
    } while (0)

int main()
{
    const int n = 4096;
    Particle *host = (Particle *)malloc(n * sizeof(Particle));
    for (int i = 0; i < n; ++i) host[i] = Particle{float(i), 1.0f + (i % 7), 0.1f, 0.0f};
    Particle *dev = nullptr;
    CHECK(cudaMalloc(&dev, n * sizeof(Particle)));
    CHECK(cudaMemcpy(dev, host, n * sizeof(Particle), cudaMemcpyHostToDevice));
    for (int s = 0; s < 200; ++s) launch_step(dev, n, 0.01f);
    CHECK(cudaGetLastError());
    int count = 0;
    CHECK(cudaMemcpyFromSymbol(&count, bounces, sizeof(int)));
    CHECK(cudaMemcpy(host, dev, n * sizeof(Particle), cudaMemcpyDeviceToHost));
    bool ok = count > 0;
    for (int i = 0; i < n; ++i) ok = ok && host[i].y >= 0.0f;
    printf("%s (%d bounces)\n", ok ? "PASS" : "FAIL", count);
    CHECK(cudaFree(dev));
    free(host);
    return ok ? 0 : 1;
}
