"""CUDA's atomicCAS on an unsigned short (sm_70), which HIP lacks (pycucc_compat.h swaps the 16-bit slot through a
CAS on its 32-bit word), and __trap(): built for every kind of target and run on the emulator (PYCUCC_EMU_DIR)
against the counts CUDA's semantics give, on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "atomics", "cas16.cu")
pytestmark = pytest.mark.toolchain

CHECK = r"""
import sys
import numpy as np
import run_hsaco
THREADS, ROUNDS = 96, 5
probe = np.array([5, 0], np.uint16)
res = run_hsaco.run(open(sys.argv[1], "rb").read(), "_Z4bumpPtiS_S_", grid=(1,), block=(THREADS,),
                    args=[np.zeros(8, np.uint16), np.int32(ROUNDS), probe, np.ones(THREADS, np.uint16)])
slots, probe, seen = res  # the arrays, after the run
np.testing.assert_array_equal(slots[:6], [THREADS // 6 * ROUNDS] * 6)   # every bump counted, no half lost
assert (slots[6:] == 0).all()                                          # the word beyond is untouched
assert probe[0] == 5 and probe[1] == THREADS // 2, probe               # the failed CAS wrote nothing
np.testing.assert_array_equal(seen[0::2], 5)                           # and returned the slot, not the word
print("ok")
"""


def test_cas16_and_trap_compile_for_every_kind_of_target(tmp_path):
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0, p.stderr


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_cas16_swaps_only_its_half_of_the_word(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the swaps are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
