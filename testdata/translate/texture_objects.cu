// Texture and surface objects: a bilinear resampler, a 1D lookup table fetched through the texture cache and a
// surface-to-surface filter. HIP has the same fetch functions under the same names on hipTextureObject_t and
// hipSurfaceObject_t (image hardware: RDNA and older GCN; CDNA gfx90a/gfx94x has none).
#include <cuda_runtime.h>

// CHECK: __global__ void resample(hipTextureObject_t src, float* dst, int w, int h, float sx, float sy) {
__global__ void resample(cudaTextureObject_t src, float* dst, int w, int h, float sx, float sy) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    // CHECK:     float v = tex2D<float>(src, (x + 0.5f) * sx, (y + 0.5f) * sy);
    float v = tex2D<float>(src, (x + 0.5f) * sx, (y + 0.5f) * sy);
    // CHECK:     float coarse = tex2DLod<float>(src, (x + 0.5f) * sx, (y + 0.5f) * sy, 1.0f);
    float coarse = tex2DLod<float>(src, (x + 0.5f) * sx, (y + 0.5f) * sy, 1.0f);
    dst[y * w + x] = 0.75f * v + 0.25f * coarse;
}

__global__ void lookup(cudaTextureObject_t table, cudaTextureObject_t curve, cudaTextureObject_t volume,
                       const int* idx, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    // CHECK:     float4 a = tex1Dfetch<float4>(table, idx[i]);
    float4 a = tex1Dfetch<float4>(table, idx[i]);
    float b;
    tex1Dfetch(&b, table, idx[i] + 1);
    // CHECK:     float c = tex1D<float>(curve, i / float(n));
    float c = tex1D<float>(curve, i / float(n));
    // CHECK:     float d = tex3D<float>(volume, 0.5f, 0.5f, i / float(n));
    float d = tex3D<float>(volume, 0.5f, 0.5f, i / float(n));
    out[i] = make_float4(a.x + b, a.y * c, a.z + d, a.w);
}

// A 3-tap horizontal blur between two surfaces; surface x coordinates are in bytes.
// CHECK: __global__ void blur(hipSurfaceObject_t in, hipSurfaceObject_t out, int w, int h) {
__global__ void blur(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x <= 0 || x >= w - 1 || y >= h) return;
    float l, c, r;
    // CHECK:     surf2Dread(&l, in, (x - 1) * (int)sizeof(float), y, hipBoundaryModeClamp);
    surf2Dread(&l, in, (x - 1) * (int)sizeof(float), y, cudaBoundaryModeClamp);
    surf2Dread(&c, in, x * (int)sizeof(float), y);
    surf2Dread(&r, in, (x + 1) * (int)sizeof(float), y);
    // CHECK:     surf2Dwrite(0.25f * l + 0.5f * c + 0.25f * r, out, x * (int)sizeof(float), y);
    surf2Dwrite(0.25f * l + 0.5f * c + 0.25f * r, out, x * (int)sizeof(float), y);
}

// Host side: a texture object over linear memory for the lookup table.
// CHECK: hipTextureObject_t make_table(float4* d_table, size_t n) {
cudaTextureObject_t make_table(float4* d_table, size_t n) {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = d_table;
    res.res.linear.desc = cudaCreateChannelDesc<float4>();
    res.res.linear.sizeInBytes = n * sizeof(float4);
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, nullptr);
    return tex;
}
