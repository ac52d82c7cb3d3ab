"""cooperative_groups::memcpy_async / wait / wait_prior, which HIP's cooperative groups lack (pycucc_compat.h copies
with the group at once and syncs at the wait): the byte-count and element-count forms and a tile's odd-sized copy,
run on the emulator (PYCUCC_EMU_DIR) against numpy on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "translate", "cg_memcpy_async.cu")
pytestmark = pytest.mark.toolchain

CHECK = r"""
import sys
import numpy as np
import run_hsaco
G = 2
inp = (np.arange(G * 256 + 512, dtype=np.float32) * 0.25).astype(np.float32)
raw = (np.arange(G * 148 + 64) * 7 % 251).astype(np.uint8)
res = run_hsaco.run(open(sys.argv[1], "rb").read(), "_Z6stagedPKfPKhPfPh", grid=(G,), block=(256,),
                    args=[inp, raw, np.zeros(G * 512, np.float32), np.zeros(G * 148, np.uint8)])
out, ob = res[-2].reshape(G, 512), res[-1].reshape(G, 148)
i, j = np.arange(256), np.arange(148)
for g in range(G):
    src = inp[g * 256:]
    np.testing.assert_array_equal(out[g, :256], src[(i + 1) % 256])        # 1024 bytes: 16-byte copies
    np.testing.assert_array_equal(out[g, 256:456], src[1:201][::-1])      # min(200, 300) floats from src + 1
    assert (out[g, 456:] == -1).all()
    tile_src = raw[g * 148 + (j // 37) * 37 + 1 + (j % 37 + 5) % 37]      # 37 bytes a tile from an odd address
    np.testing.assert_array_equal(ob[g], tile_src)
print("ok")
"""


def test_the_group_copies_compile_for_every_kind_of_target(tmp_path):
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0 and "memcpy_async" not in p.stderr.replace("cg_memcpy_async.cu", ""), p.stderr


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_the_group_copies_land_before_the_wait(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the copies are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
