"""__shfl*_sync on __half2 and __nv_bfloat162 (and __half), which cuda_fp16.h / cuda_bf16.h overload and HIP 5.x
does not: they failed to compile ("no matching function for call to '__shfl'", located in pycucc_compat.h). Run
on the emulator (PYCUCC_EMU_DIR) against CUDA's 32-lane semantics, on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "warp", "half_shuffles.cu")
pytestmark = pytest.mark.toolchain

CHECK = r"""
import sys
import numpy as np
import run_hsaco
N = 128
inp = (np.arange(2 * N, dtype=np.float32) * 0.5).astype(np.float32)
o = run_hsaco.run(open(sys.argv[1], "rb").read(), "h2shfl", grid=(1,), block=(N,),
                  args=[inp, np.zeros(8 * N, np.float32)])[-1].reshape(N, 8)
t = np.arange(N); lane = t % 32; base = t - lane
lo, hi = inp[0::2], inp[1::2]
rot = base + (lane + 1) % 32                      # __shfl_sync(FULL, h2, (lane + 1) & 31)
down = np.where(lane + 1 < 32, t + 1, t)          # __shfl_down_sync(FULL, h2, 1): the top lane keeps its own
xor = base + (lane ^ 1)                           # __shfl_xor_sync(FULL, bf162, 1)
up = np.where(lane >= 2, t - 2, t)                # __shfl_up_sync(FULL, half, 2)
np.testing.assert_array_equal(o[:, 0:2], np.stack([lo[rot], hi[rot]], 1))
np.testing.assert_array_equal(o[:, 2:4], np.stack([lo[down], hi[down]], 1))
np.testing.assert_allclose(o[:, 4:6], np.stack([lo[xor], hi[xor]], 1), rtol=1e-2)  # bfloat16's 8-bit mantissa
np.testing.assert_array_equal(o[:, 6], lo[up])
print("ok")
"""


def test_half_pair_shuffles_compile_for_every_kind_of_target(tmp_path):
    out = tmp_path / "k.hsaco"
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-w", "-o", out)
    assert p.returncode == 0, p.stderr


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_half_pair_shuffles_move_cudas_lanes(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the shuffles are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-w", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
