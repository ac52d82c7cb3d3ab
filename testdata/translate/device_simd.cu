// SIMD-within-a-word and DPX intrinsics as image, audio and alignment code uses them: four 8-bit pixels or two
// 16-bit samples per 32-bit word. HIP has none of these; the compatibility header supplies them under their CUDA
// names, so the translation leaves every call as written.
#include <cuda_runtime.h>

// Motion search: sum of absolute differences of a 16x16 block of 8-bit pixels against a candidate position,
// four pixels per word, plus a thresholded difference image.
__global__ void block_sad(const unsigned* __restrict__ cur, const unsigned* __restrict__ ref, int words_per_row,
                          unsigned* sad_out, unsigned* diff_out, unsigned threshold4) {
    int row = blockIdx.y * 16 + threadIdx.y;
    int col = blockIdx.x * 4 + threadIdx.x;
    unsigned a = cur[row * words_per_row + col];
    unsigned b = ref[row * words_per_row + col];
    // CHECK:     unsigned diff = __vabsdiffu4(a, b);
    unsigned diff = __vabsdiffu4(a, b);
    // CHECK:     unsigned mask = __vcmpgtu4(diff, threshold4);
    unsigned mask = __vcmpgtu4(diff, threshold4);
    diff_out[row * words_per_row + col] = diff & mask;
    // CHECK:     unsigned sad = __vsadu4(a, b);
    unsigned sad = __vsadu4(a, b);
    for (int o = 16; o > 0; o >>= 1) sad += __shfl_down_sync(0xffffffffu, sad, o, 32);
    // Blocks are 4x16 threads, two 32-lane warps; the first lane of each adds its warp's sum.
    if (((threadIdx.y * 4 + threadIdx.x) & 31) == 0) atomicAdd(&sad_out[blockIdx.y * gridDim.x + blockIdx.x], sad);
}

// Signed 8-bit residuals: the same SAD on signed bytes, and a clamped reconstruction.
__global__ void residual(const unsigned* pred, const unsigned* res, unsigned* recon, unsigned* cost, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    // CHECK:     recon[i] = __vaddss4(pred[i], res[i]);
    recon[i] = __vaddss4(pred[i], res[i]);
    cost[i] = __vsads4(res[i], 0u) + __vseteq4(res[i], 0u);
}

// Two 16-bit PCM samples per word: mix with saturation, average, and a peak meter.
__global__ void mix_pcm16(const unsigned* l, const unsigned* r, unsigned* mix, unsigned* avg, unsigned* peak, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    // CHECK:     mix[i] = __vaddss2(l[i], r[i]);
    mix[i] = __vaddss2(l[i], r[i]);
    avg[i] = __vavgs2(l[i], r[i]);
    unsigned level = __vmaxu2(__vabsss2(l[i]), __vabsss2(r[i]));
    atomicMax(peak, __vmaxs2(level, 0u) & 0xffffu);
    atomicMax(peak + 1, level >> 16);
}

// Smith-Waterman cell update with DPX: H = max(H_diag + score, E, F, 0), gaps by add-then-max.
__global__ void sw_row(const int* h_diag, const int* h_up, const int* score, int* e, int* f, int* h, int* best,
                       int gap_open, int gap_extend, int n) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n) return;
    // CHECK:     int ej = __viaddmax_s32(e[j], gap_extend, h_up[j] + gap_open);
    int ej = __viaddmax_s32(e[j], gap_extend, h_up[j] + gap_open);
    int fj = __viaddmax_s32(f[j], gap_extend, h_diag[j] + gap_open);
    // CHECK:     int hj = __vimax3_s32_relu(h_diag[j] + score[j], ej, fj);
    int hj = __vimax3_s32_relu(h_diag[j] + score[j], ej, fj);
    bool improved;
    int top = __vibmax_s32(hj, best[j], &improved);
    e[j] = ej;
    f[j] = fj;
    h[j] = hj;
    if (improved) best[j] = top;
}

// The same recurrence on two 16-bit lanes per word (two sequences at once).
__global__ void sw_row_x2(const unsigned* h_diag, const unsigned* score, unsigned* e, unsigned* h, unsigned gap2,
                          int n) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n) return;
    unsigned ej = __viaddmax_s16x2(e[j], gap2, __vsub2(h_diag[j], gap2));
    // CHECK:     h[j] = __vimax3_s16x2_relu(__vadd2(h_diag[j], score[j]), ej, 0u);
    h[j] = __vimax3_s16x2_relu(__vadd2(h_diag[j], score[j]), ej, 0u);
    e[j] = ej;
}

// Host-side reference for one cell, as test harnesses write it: CUDA declares the DPX functions __host__ __device__.
// CHECK: int sw_cell_reference(int h_diag, int score, int e, int f) { return __vimax3_s32_relu(h_diag + score, e, f); }
int sw_cell_reference(int h_diag, int score, int e, int f) { return __vimax3_s32_relu(h_diag + score, e, f); }
