"""CUDA's warp matrix functions (<mma.h>: pycucc's own pycucc_wmma.h, as HIP has no nvcuda::wmma): every shape and
type it has, built for every kind of target and run on the emulator (PYCUCC_EMU_DIR) against numpy on a wave32 and
a wave64 target: m16n16k16 __half with a float accumulator, m32n8k16 and m8n32k16 (a half accumulator), int8 with
int, m8n8k4 double, bfloat16, tf32; row- and column-major operands and accumulators; x[] changed element-wise."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "wmma", "gemm.cu")
pytestmark = pytest.mark.toolchain

CHECK = r'''
import sys, numpy as np, run_hsaco
elf = open(sys.argv[1], "rb").read()
rng = np.random.default_rng(3)
W = 2  # warps per block
def run(name, a, b, c, outdt):
    res = run_hsaco.run(elf, name, grid=(1,), block=(32 * W,), args=[a, b, c, np.zeros(c.size, outdt)])
    return res[-1]
bad = 0
# h16: A row-major 16x16 (lda 16), B col-major (ldb 16: element (k,j) at j*16+k), C/D row-major 16x16
a = rng.integers(-4, 5, (W, 16, 16)).astype(np.float16); b = rng.integers(-4, 5, (W, 16, 16)).astype(np.float16); c = rng.integers(-8, 9, (W, 16, 16)).astype(np.float32)
d = run("_Z3h16PK6__halfS1_PKfPf", a.ravel(), b.ravel(), c.ravel(), np.float32).reshape(W, 16, 16)
for w in range(W):
    want = 2 * (a[w].astype(np.float32) @ b[w].T.astype(np.float32) + c[w])
    bad += not np.array_equal(d[w], want)
print("h16", "ok" if not bad else "BAD")
# h32x8: A col-major 32x16 (lda 32: (i,k) at k*32+i), B row-major 16x8 (ldb 8), C/D col-major 32x8 (ld 32)
a = rng.integers(-4, 5, (W, 16, 32)).astype(np.float16); b = rng.integers(-4, 5, (W, 16, 8)).astype(np.float16); c = rng.integers(-8, 9, (W, 8, 32)).astype(np.float32)
d = run("_Z5h32x8PK6__halfS1_PKfPf", a.ravel(), b.ravel(), c.ravel(), np.float32).reshape(W, 8, 32)
for w in range(W):
    want = 2 * (a[w].T.astype(np.float32) @ b[w].astype(np.float32) + c[w].T)
    ok = np.array_equal(d[w].T, want); bad += not ok
print("h32x8", "ok" if not bad else "BAD")
# h8x32: A row-major 8x16 (lda 16), B row-major 16x32 (ldb 32), C/D half row-major 8x32
a = rng.integers(-3, 4, (W, 8, 16)).astype(np.float16); b = rng.integers(-3, 4, (W, 16, 32)).astype(np.float16); c = rng.integers(-8, 9, (W, 8, 32)).astype(np.float16)
d = run("_Z5h8x32PK6__halfS1_S1_PS_", a.ravel(), b.ravel(), c.ravel(), np.float16).reshape(W, 8, 32)
for w in range(W):
    want = (2 * (a[w].astype(np.float32) @ b[w].astype(np.float32) + c[w].astype(np.float32))).astype(np.float16)
    bad += not np.array_equal(d[w], want)
print("h8x32", "ok" if not bad else "BAD")
a = rng.integers(-128, 128, (W, 16, 16)).astype(np.int8); b = rng.integers(-128, 128, (W, 16, 16)).astype(np.int8); c = rng.integers(-1000, 1000, (W, 16, 16)).astype(np.int32)
d = run("_Z2i8PKaS0_PKiPi", a.ravel(), b.ravel(), c.ravel(), np.int32).reshape(W, 16, 16)
for w in range(W):
    want = 2 * (a[w].astype(np.int32) @ b[w].T.astype(np.int32) + c[w])
    bad += not np.array_equal(d[w], want)
print("i8", "ok" if not bad else "BAD")
a = rng.standard_normal((W, 8, 4)); b = rng.standard_normal((W, 4, 8)); c = rng.standard_normal((W, 8, 8))
d = run("_Z3f64PKdS0_S0_Pd", a.ravel(), b.ravel(), c.ravel(), np.float64).reshape(W, 8, 8)
for w in range(W):
    want = 2 * (a[w] @ b[w] + c[w])
    bad += not np.allclose(d[w], want, rtol=1e-14, atol=1e-14)
print("f64", "ok" if not bad else "BAD")
def bf16_bits(x):
    return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
a = rng.integers(-8, 9, (W, 16, 16)).astype(np.float32); b = rng.integers(-8, 9, (W, 16, 16)).astype(np.float32); c = rng.integers(-8, 9, (W, 16, 16)).astype(np.float32)
d = run("_Z4bf16PK14__hip_bfloat16S1_PKfPf", bf16_bits(a).ravel(), bf16_bits(b).ravel(), c.ravel(), np.float32).reshape(W, 16, 16)
for w in range(W):
    # A col-major (element (i,k) at k*16+i), B row-major, C/D col-major
    want = 2 * (a[w].T @ b[w] + c[w].T)
    bad += not np.array_equal(d[w].T, want)
print("bf16", "ok" if not bad else "BAD")
def tf32(x):
    u = x.astype(np.float32).view(np.uint32)
    return ((u + 0x1000) & 0xffffe000).astype(np.uint32).view(np.float32)
a = rng.standard_normal((W, 16, 8)).astype(np.float32); b = rng.standard_normal((W, 8, 16)).astype(np.float32)
res = run_hsaco.run(elf, "_Z4tf32PKfS0_S0_Pf", grid=(1,), block=(32 * W,), args=[a.ravel(), b.ravel(), np.zeros(1, np.float32), np.zeros(W * 256, np.float32)])
d = res[-1].reshape(W, 16, 16)
for w in range(W):
    want = tf32(a[w]).astype(np.float64) @ tf32(b[w]).astype(np.float64) + 0.5
    bad += not np.allclose(d[w], want, rtol=1e-6, atol=1e-6)
print("tf32", "ok" if not bad else "BAD")
assert not bad, "a product differs from numpy's (the lines above say which)"
print("ALL ok")
'''


def test_the_fragments_compile_for_every_kind_of_target(tmp_path):
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0 and "warning" not in p.stderr, p.stderr


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_the_products_are_cudas(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the products are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0 and p.stdout.strip().endswith("ALL ok"), p.stdout[-2000:] + p.stderr[-3000:]
