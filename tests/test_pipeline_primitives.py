"""The asynchronous-copy primitives of cuda_pipeline.h (__pipeline_memcpy_async with and without zero fill,
__pipeline_commit, __pipeline_wait_prior), which HIP lacks (pycucc_compat.h copies at once): compiled for every kind
of target, and run on the emulator (PYCUCC_EMU_DIR) against numpy on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "translate", "pipeline_primitives.cu")
pytestmark = pytest.mark.toolchain

CHECK = r"""
import sys
import numpy as np
import run_hsaco
G = 2
in4 = (np.arange(G * 64 * 4) * 0.5).astype(np.float32)
in2 = (np.arange(G * 64 * 2) * -1.25).astype(np.float32)
in1 = (np.arange(G * 64) * 3 + 1).astype(np.int32)
res = run_hsaco.run(open(sys.argv[1], "rb").read(), "_Z6stagedPK6float4PK6float2PKiPf", grid=(G,), block=(64,),
                    args=[in4, in2, in1, np.zeros(G * 64 * 12, np.float32)])
out = res[-1].reshape(G, 64, 12)
for g in range(G):
    for t in range(64):
        n = (t + 1) % 64
        want = list(in4.reshape(G, 64, 4)[g, n]) + list(in2.reshape(G, 64, 2)[g, n]) + [in1[g * 64 + n], 0]
        base = in1[g * 64 + (n & ~3): g * 64 + (n & ~3) + 4]
        keep = 4 - n % 4  # 16 bytes with n % 4 * 4 of them zero-filled: the first 4 - n % 4 ints are copied
        want += [base[k] if k < keep else 0 for k in range(4)]
        assert list(out[g, t]) == [np.float32(w) for w in want], (g, t, list(out[g, t]), want)
print("ok")
"""


def test_the_translation_drops_the_header_and_ships_the_primitives():
    p = run_pycucc("translate", KERNEL)
    assert p.returncode == 0 and "#include <cuda_pipeline" not in p.stdout and '#include "pycucc_compat.h"' in p.stdout, p.stderr


def test_the_primitives_compile_for_every_kind_of_target(tmp_path):
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0 and "warning" not in p.stderr, p.stderr


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_the_copies_are_there_after_the_wait(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the copies are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
