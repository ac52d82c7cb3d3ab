// 2D launch geometry in HIP: a tiled matrix transpose through shared memory and an element-wise 2D kernel.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

#define TILE 32
#define ROWS_PER_PASS 8

#define HIP_CHECK(call)                                                         \
    do {                                                                         \
        hipError_t status = (call);                                             \
        if (status != hipSuccess) {                                             \
            fprintf(stderr, "%s failed: %s\n", #call, hipGetErrorString(status)); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

// Block is TILE x ROWS_PER_PASS threads; each thread moves TILE/ROWS_PER_PASS elements.
// The +1 column keeps the column-wise reads of the tile free of bank conflicts.
__global__ void transpose(const float* in, float* out, int width, int height)
{
    __shared__ float tile[TILE][TILE + 1];

    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS_PER_PASS)
        if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    __syncthreads();

    x = blockIdx.y * TILE + threadIdx.x;  // swapped block coordinates
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS_PER_PASS)
        if (x < height && y + j < width) out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void add_index(float* m, int width, int height)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (col < width && row < height) m[row * width + col] += (float)(row - col);
}

int main()
{
    const int width = 1000, height = 700;  // not multiples of the tile on purpose
    const size_t bytes = (size_t)width * height * sizeof(float);
    float* h_in = (float*)malloc(bytes);
    float* h_out = (float*)malloc(bytes);
    for (int r = 0; r < height; ++r)
        for (int c = 0; c < width; ++c) h_in[r * width + c] = (float)(r * 1000 + c);

    float *d_in, *d_out;
    HIP_CHECK(hipMalloc(&d_in, bytes));
    HIP_CHECK(hipMalloc(&d_out, bytes));
    HIP_CHECK(hipMemcpy(d_in, h_in, bytes, hipMemcpyHostToDevice));

    dim3 block(TILE, ROWS_PER_PASS);
    dim3 grid((width + TILE - 1) / TILE, (height + TILE - 1) / TILE);
    hipLaunchKernelGGL(transpose, grid, block, 0, 0, d_in, d_out, width, height);
    HIP_CHECK(hipGetLastError());

    // The transposed matrix is height columns wide and width rows tall.
    dim3 block2(16, 16);
    dim3 grid2((height + block2.x - 1) / block2.x, (width + block2.y - 1) / block2.y);
    add_index<<<grid2, block2>>>(d_out, height, width);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipMemcpy(h_out, d_out, bytes, hipMemcpyDeviceToHost));

    int errors = 0;
    for (int r = 0; r < width; ++r) {
        for (int c = 0; c < height; ++c) {
            float want = h_in[c * width + r] + (float)(r - c);
            if (h_out[r * height + c] != want && errors++ < 5)
                fprintf(stderr, "out[%d][%d] = %f, want %f\n", r, c, h_out[r * height + c], want);
        }
    }
    printf("transpose %dx%d: %d errors\n", height, width, errors);
    printf("%s\n", errors == 0 ? "PASS" : "FAIL");

    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
    free(h_in);
    free(h_out);
    return errors == 0 ? 0 : 1;
}
