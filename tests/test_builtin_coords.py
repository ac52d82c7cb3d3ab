"""CUDA's threadIdx and blockIdx are uint3s, its blockDim and gridDim dim3s; HIP's are coordinate objects that convert
to dim3 only, so `uint3 t = threadIdx;` and `f(threadIdx)` with f(uint3) are wrapped by the translation (types.rules,
`convert uint3(__cuda_builtin_threadIdx_t ...)`). Built and run on the emulator (PYCUCC_EMU_DIR) against the values
CUDA's semantics give, with a 3-D grid and block, on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "builtins", "coords.cu")
pytestmark = pytest.mark.toolchain

CHECK = r"""
import sys
import itertools
import numpy as np
import run_hsaco
GRID, BLOCK = (3, 2, 2), (4, 2, 3)
n = int(np.prod(GRID) * np.prod(BLOCK))
(out,) = run_hsaco.run(open(sys.argv[1], "rb").read(), "_Z6coordsPj", grid=GRID, block=BLOCK,
                       args=[np.full(8 * n, 0xFFFFFFFF, np.uint32)])
def p(v):
    return v[0] + v[1] * 16 + v[2] * 256
expect = np.zeros(8 * n, np.uint32)
for bz, by, bx in itertools.product(*(range(g) for g in reversed(GRID))):
    for tz, ty, tx in itertools.product(*(range(b) for b in reversed(BLOCK))):
        block = bx + GRID[0] * (by + GRID[1] * bz)
        thread = tx + BLOCK[0] * (ty + BLOCK[1] * tz)
        o = 8 * (block * int(np.prod(BLOCK)) + thread)
        t, b = (tx, ty, tz), (bx, by, bz)
        expect[o:o + 8] = [p(t), p(b), p(BLOCK), p(GRID), p(t), p(b), p(GRID) * 65537, p(BLOCK) + ty * 65536]
np.testing.assert_array_equal(out, expect)
print("ok")
"""


def test_whole_builtins_compile_for_every_kind_of_target(tmp_path):
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0, p.stderr


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_whole_builtins_have_cuda_values(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the values are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]


PRINTF = os.path.join(ROOT, "testdata", "builtins", "printf_coords.cu")


def test_printf_of_a_bare_coordinate_compiles_for_every_kind_of_target(tmp_path):
    """`printf("%u", threadIdx.x)` was "cannot compile this non-scalar arg to printf yet" against HIP 5 (the member
    is a __HIP_Coordinates object); pycucc_compat.h's printf overload for calls with such an argument passes its
    value. (The emulator has no printf buffer: the values are not checked here.)"""
    p = run_pycucc(PRINTF, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0, p.stderr
