"""pycucc's stand-in for hipBLASLt (compiler/include/fallback/hipblaslt/hipblaslt.h), which cuBLASLt code gets
where hipBLASLt is absent (Debian packages none): the build says so (PCC1027) and links hipBLAS for -lcublasLt; its
epilogue kernels compute what cuBLASLt's epilogues document (checked on the emulator against numpy, wave32 and
wave64); its host side hands hipBLAS's strided-batched GEMM the matmul the layouts describe and answers
CUBLAS_STATUS_NOT_SUPPORTED for what it cannot do."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from testutil import ROOT, run_pycucc

pytestmark = pytest.mark.toolchain
KERNELS = Path(ROOT) / "testdata" / "libraries_standin" / "lt_kernels.cu"


def _rocm_include():
    sys.path.insert(0, str(Path(ROOT) / "tools"))
    import rocm_libs
    try:
        inc, lib = rocm_libs.folders()
    except rocm_libs.Unavailable as e:
        pytest.skip(f"ROCm library headers unavailable: {e}")
    inc = [d for d in inc if os.path.isdir(os.path.join(d, "hipblas"))]
    if not inc:
        pytest.skip("no hipBLAS headers fetched")
    if any(os.path.isdir(os.path.join(d, "hipblaslt")) for d in inc + ["/usr/include"]):
        pytest.skip("hipBLASLt is installed: its own header is used, not the stand-in")
    text = (Path(inc[0]) / "hipblas" / "hipblas-version.h").read_text()
    if int(re.search(r"#define hipblasVersionMajor (\d+)", text).group(1)) >= 2:
        pytest.skip("the stand-in is for hipBLAS before its V2 API (ROCm 6 ships hipBLASLt)")
    return inc, lib


CHECK = r"""
import sys
import numpy as np
import run_hsaco
elf = open(sys.argv[1], "rb").read()
POINT = "_Z21__pycucc_lt_pointwiseILi0EEvPvillPKvilS0_illilli"
GRAD = "_Z25__pycucc_lt_bias_gradientILi0EEvPvilPKvillilli"
rng = np.random.default_rng(7)

def gelu(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))

def bf16_bits(x):  # round to nearest, ties to even
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)

def pointwise(D, dt, ldd, sd, bias, bt, sb, aux, at, lda, sa, epi, rows, cols, batch):
    n = rows * cols * batch
    return run_hsaco.run(elf, POINT, grid=((n + 255) // 256,), block=(256,),
                         args=[D, np.int32(dt), np.int64(ldd), np.int64(sd), bias, np.int32(bt), np.int64(sb), aux,
                               np.int32(at), np.int64(lda), np.int64(sa), np.int32(epi), np.int64(rows),
                               np.int64(cols), np.int32(batch)])

rows, cols, batch, ldd, lda = 5, 3, 2, 6, 5
sd, sa = ldd * cols, lda * cols
x = rng.standard_normal(sd * batch).astype(np.float32)
bias = rng.standard_normal(rows * batch).astype(np.float32)

def view(a, ld, s):  # the rows x cols matrix of each batch (column-major, leading dimension ld)
    return np.stack([a[b * s:b * s + ld * cols].reshape(cols, ld).T[:rows] for b in range(batch)])

# GELU_AUX_BIAS (164): aux = matmul + bias, D = gelu(aux); the rows past `rows` (ld 6) untouched
D, _, aux = pointwise(x.copy(), 0, ldd, sd, bias, 0, rows, np.zeros(sa * batch, np.float32), 0, lda, sa, 164,
                      rows, cols, batch)
want = view(x, ldd, sd) + bias.reshape(batch, rows, 1)
np.testing.assert_allclose(view(aux, lda, sa), want, rtol=1e-6, atol=1e-6)
np.testing.assert_allclose(view(D, ldd, sd), gelu(want), rtol=1e-5, atol=1e-6)
pad = np.arange(sd * batch) % ldd == ldd - 1
assert (D[pad] == x[pad]).all()

# DGELU (192): D = matmul * gelu'(aux); the reference derivative is numerical
a = rng.standard_normal(sa * batch).astype(np.float32) * 2
D, _, _ = pointwise(x.copy(), 0, ldd, sd, np.zeros(1, np.float32), 0, 0, a, 0, lda, sa, 192, rows, cols, batch)
h = 1e-4
num = (gelu(view(a, lda, sa).astype(np.float64) + h) - gelu(view(a, lda, sa).astype(np.float64) - h)) / (2 * h)
np.testing.assert_allclose(view(D, ldd, sd), view(x, ldd, sd) * num, rtol=1e-4, atol=1e-5)

# RELU_BIAS (6), one batch
D, _, _ = pointwise(x.copy(), 0, ldd, sd, bias, 0, 0, np.zeros(1, np.float32), 0, 0, 0, 6, rows, cols, 1)
np.testing.assert_allclose(view(D, ldd, sd)[0], np.maximum(view(x, ldd, sd)[0] + bias[:rows, None], 0), rtol=1e-6)

# BIAS (4) on bf16 D with an fp32 bias (BIAS_DATA_TYPE CUDA_R_32F): bits as round-to-nearest-even gives them
xb = bf16_bits(x)
D, _, _ = pointwise(xb.copy(), 14, ldd, sd, bias, 0, rows, np.zeros(1, np.uint16), 14, 0, 0, 4, rows, cols, batch)
xf = (xb.astype(np.uint32) << 16).view(np.float32)
np.testing.assert_array_equal(view(D, ldd, sd), bf16_bits(view(xf, ldd, sd) + bias.reshape(batch, rows, 1)))

# GELU (32) on fp16 D
xh = x.astype(np.float16)
D, _, _ = pointwise(xh.copy(), 2, ldd, sd, np.zeros(1, np.float32), 0, 0, np.zeros(1, np.float16), 2, 0, 0, 32,
                    rows, cols, batch)
np.testing.assert_array_equal(view(D, ldd, sd), gelu(view(xh, ldd, sd).astype(np.float64)).astype(np.float16))

def gradient(M, mt, ld, sm, across, count, length, nb):
    out = np.full(count * nb, -7, np.float32)
    return run_hsaco.run(elf, GRAD, grid=((count * nb + 255) // 256,), block=(256,),
                         args=[out, np.int32(0), np.int64(count), M, np.int32(mt), np.int64(ld), np.int64(sm),
                               np.int32(across), np.int64(count), np.int64(length), np.int32(nb)])[0]

# DGELU_BGRAD's bias gradient: each row of D summed over its columns (across=1)
g = gradient(x, 0, ldd, sd, 1, rows, cols, batch)
np.testing.assert_allclose(g.reshape(batch, rows), view(x, ldd, sd).sum(axis=2), rtol=1e-5, atol=1e-6)
# BGRADB with op(B) = B (N): each column of B (k = rows long) summed (across=0)
g = gradient(x, 0, ldd, sd, 0, cols, rows, batch)
np.testing.assert_allclose(g.reshape(batch, cols), view(x, ldd, sd).sum(axis=1), rtol=1e-5, atol=1e-6)
print("ok")
"""


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_the_epilogues_compute_what_cublaslt_documents(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the epilogues are checked there")
    inc, _ = _rocm_include()
    hsaco = tmp_path / f"lt-{target}.hsaco"
    p = run_pycucc(KERNELS, "--genco", f"--offload-arch={target}", "-o", hsaco, *[f"-I{d}" for d in inc])
    assert p.returncode == 0, p.stderr[-3000:]
    assert "[PCC1027" in p.stderr and "stand-in over hipBLAS" in p.stderr, p.stderr[-3000:]
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=900)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout[-2000:] + r.stderr[-3000:]


# In the place of hipBLAS's runtime (it needs rocBLAS's GPU kernels, not fetched, and a GPU): a C file that records
# what the stand-in asks of it
RECORDER = r"""
#include <stdio.h>
#include <stdint.h>
static int mode = -1;
int hipblasCreate(void **h) { *h = (void *)&mode; return 0; }
int hipblasDestroy(void *h) { return 0; }
int hipblasSetStream(void *h, void *s) { return 0; }
int hipblasSetPointerMode(void *h, int m) { mode = m; return 0; }
int hipblasGemmStridedBatchedEx(void *h, int ta, int tb, int m, int n, int k, const void *al, const void *A, int at,
                                int lda, int64_t sa, const void *B, int bt, int ldb, int64_t sb, const void *be,
                                void *C, int ct, int ldc, int64_t sc, int count, int t, int algo) {
    printf("gemm %d %d %d %d %d %d %d %lld %d %d %lld %d %d %lld %d %d %d %d %g\n", ta, tb, m, n, k, at, lda,
           (long long)sa, bt, ldb, (long long)sb, ct, ldc, (long long)sc, count, t, algo, mode, *(const float *)al);
    return 0;
}
"""

PROGRAM = r"""
#include <cstdio>
#include <cstdint>
#include <cublasLt.h>
static cublasLtMatrixLayout_t layout(cudaDataType t, uint64_t r, uint64_t c, int64_t ld, int64_t stride) {
    cublasLtMatrixLayout_t l;
    int32_t batch = 2;
    cublasLtMatrixLayoutCreate(&l, t, r, c, ld);
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch));
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride, sizeof(stride));
    return l;
}
int main() {
    cublasLtHandle_t lt;
    cublasLtMatmulDesc_t d;
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulHeuristicResult_t res;
    int found = -1;
    size_t ws = 1 << 20, written = 0;
    float alpha = 2, beta = 0, buf[64] = {0};
    cublasOperation_t t = CUBLAS_OP_T, back;
    printf("%d", (int)cublasLtCreate(&lt));
    cublasLtMatmulDescCreate(&d, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtMatmulDescSetAttribute(d, CUBLASLT_MATMUL_DESC_TRANSA, &t, sizeof(t));
    cublasLtMatmulDescGetAttribute(d, CUBLASLT_MATMUL_DESC_TRANSA, &back, sizeof(back), &written);
    printf(" %d %d", (int)(back == CUBLAS_OP_T), (int)written);
    cublasLtMatmulPreferenceCreate(&pref);
    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof(ws));
    cublasLtMatrixLayout_t A = layout(CUDA_R_16BF, 4, 3, 4, 12), B = layout(CUDA_R_16BF, 4, 5, 4, 20),
                           D = layout(CUDA_R_16BF, 3, 5, 3, 15);
    cublasStatus_t s = cublasLtMatmulAlgoGetHeuristic(lt, d, A, B, D, D, pref, 1, &res, &found);
    printf(" %d %d %d\n", (int)(s == CUBLAS_STATUS_SUCCESS), found, (int)res.workspaceSize);
    s = cublasLtMatmul(lt, d, &alpha, buf, A, buf, B, &beta, buf, D, buf, D, &res.algo, nullptr, 0, 0);
    printf("%d", (int)(s == CUBLAS_STATUS_SUCCESS));
    // a row-major D: no algorithm (cuBLASLt's answer for a combination it has no kernel for)
    cublasLtMatrixLayout_t R = layout(CUDA_R_16BF, 3, 5, 5, 15);
    cublasLtOrder_t row = CUBLASLT_ORDER_ROW;
    cublasLtMatrixLayoutSetAttribute(R, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof(row));
    found = -1;
    s = cublasLtMatmulAlgoGetHeuristic(lt, d, A, B, R, R, pref, 1, &res, &found);
    printf(" %d %d", (int)(s == CUBLAS_STATUS_NOT_SUPPORTED), found);
    // shapes that do not multiply: op(A) is 3 x 4, B 5 x 5
    cublasLtMatrixLayout_t W = layout(CUDA_R_16BF, 5, 5, 5, 25);
    s = cublasLtMatmulAlgoGetHeuristic(lt, d, A, W, D, D, pref, 1, &res, &found);
    printf(" %d", (int)(s == CUBLAS_STATUS_INVALID_VALUE));
    // an attribute value of the wrong size
    int16_t small = 0;
    s = cublasLtMatmulDescSetAttribute(d, CUBLASLT_MATMUL_DESC_TRANSB, &small, sizeof(small));
    printf(" %d\n", (int)(s == CUBLAS_STATUS_INVALID_VALUE));
    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatmulDescDestroy(d);
    printf("%d\n", (int)cublasLtDestroy(lt));
    return 0;
}
"""


def test_a_cublaslt_matmul_is_hipblass_strided_batched_gemm(tmp_path, cache_dir):
    """What the layouts and descriptor say reaches hipblasGemmStridedBatchedEx (op(A) = A^T of a 4 x 3 bf16 A:
    m 3, n 5, k 4; batches 2 with the layouts' strides; HIPBLAS_R_16B 168, fp32 compute 151, the one algorithm
    160, host pointers); -lcublasLt alone links hipBLAS, which the stand-in calls."""
    inc, lib = _rocm_include()
    src, rec, exe = tmp_path / "lt.cu", tmp_path / "rec.c", tmp_path / "lt"
    src.write_text(PROGRAM)
    rec.write_text(RECORDER)
    # -lcublasLt alone links hipBLAS (whose rocBLAS is not fetched, so the link leaves its needs unresolved and
    # the program is not run)
    linked = tmp_path / "lt-linked"
    p = run_pycucc(src, "-o", linked, "--offload-arch=gfx1030", *[f"-I{d}" for d in inc], *[f"-L{d}" for d in lib],
                   "-Xlinker", "--allow-shlib-undefined", "-lcublasLt")
    assert p.returncode == 0, p.stderr[-4000:]
    assert "lt.cu:4:11: note: <cublasLt.h> is <hipblaslt/hipblaslt.h> on AMD GPUs, which is not installed" in p.stderr
    needed = subprocess.run(["readelf", "-d", str(linked)], capture_output=True, text=True).stdout
    assert "[libhipblas.so" in needed, needed
    # and with the recorder in hipBLAS's place, it runs
    p = run_pycucc(src, rec, "-o", exe, "--offload-arch=gfx1030", *[f"-I{d}" for d in inc])
    assert p.returncode == 0, p.stderr[-4000:]
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["0 1 4 1 1 0", "gemm 112 111 3 5 4 168 4 12 168 4 20 168 3 15 2 151 160 0 2",
                                     "1 1 0 1 1", "0"], r.stdout
