// Wavefront-level primitives in HIP: shuffle-based block sum and a ballot-based count.
// Works for wave32 and wave64: everything is expressed in terms of warpSize and 64-bit ballots.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define HIP_CHECK(call)                                                           \
    do {                                                                          \
        hipError_t e = (call);                                                    \
        if (e != hipSuccess) {                                                    \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e)); \
            exit(EXIT_FAILURE);                                                   \
        }                                                                         \
    } while (0)

__device__ inline float wave_sum(float v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down(v, offset);
    return v;
}

__global__ void block_sum(const float* in, float* block_out, int n)
{
    __shared__ float wave_totals[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int wave = threadIdx.x / warpSize;

    float v = (i < n) ? in[i] : 0.0f;
    v = wave_sum(v);
    if (lane == 0) wave_totals[wave] = v;
    __syncthreads();

    if (wave == 0) {
        int nwaves = (blockDim.x + warpSize - 1) / warpSize;
        v = (lane < nwaves) ? wave_totals[lane] : 0.0f;
        v = wave_sum(v);
        if (lane == 0) block_out[blockIdx.x] = v;
    }
}

__global__ void count_above(const float* in, int n, float threshold, unsigned* count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned long long active = __ballot(1);
        unsigned long long votes = __ballot(in[i] > threshold);
        int leader = __ffsll(active) - 1;
        if ((int)__lane_id() == leader) atomicAdd(count, __popcll(votes));
    }
}

int main()
{
    const int n = 100000;
    const int block = 256;
    const int grid = (n + block - 1) / block;

    float* h_in = (float*)malloc(n * sizeof(float));
    double ref_sum = 0.0;
    unsigned ref_count = 0;
    for (int i = 0; i < n; ++i) {
        h_in[i] = (float)((i * 37) % 101) / 100.0f - 0.25f;
        ref_sum += h_in[i];
        if (h_in[i] > 0.5f) ++ref_count;
    }

    float *d_in, *d_blocks;
    unsigned* d_count;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_blocks, grid * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_count, sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(d_in, h_in, n * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_count, 0, sizeof(unsigned)));

    block_sum<<<grid, block>>>(d_in, d_blocks, n);
    HIP_CHECK(hipGetLastError());
    count_above<<<grid, block>>>(d_in, n, 0.5f, d_count);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    float* h_blocks = (float*)malloc(grid * sizeof(float));
    unsigned count = 0;
    HIP_CHECK(hipMemcpy(h_blocks, d_blocks, grid * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&count, d_count, sizeof(unsigned), hipMemcpyDeviceToHost));
    double sum = 0.0;
    for (int b = 0; b < grid; ++b) sum += h_blocks[b];

    bool ok = fabs(sum - ref_sum) <= 1e-3 * fabs(ref_sum) + 1e-2 && count == ref_count;
    printf("sum=%.4f (ref %.4f) count=%u (ref %u)\n", sum, ref_sum, count, ref_count);
    printf("%s\n", ok ? "PASS" : "FAIL");

    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_blocks));
    HIP_CHECK(hipFree(d_count));
    free(h_in);
    free(h_blocks);
    return ok ? 0 : 1;
}
