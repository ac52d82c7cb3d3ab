"""cooperative_groups' binary_partition, labeled_partition, inclusive_scan/exclusive_scan, reduce over a coalesced
group, invoke_one and invoke_one_broadcast, which HIP 5 lacks (pycucc_compat.h): run on the emulator
(PYCUCC_EMU_DIR) against a Python model of CUDA's rules (32-lane warps; a part is the parent's lanes with the same
label, ranked by lane) on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

KERNEL = os.path.join(ROOT, "testdata", "translate", "cg_partitions.cu")
pytestmark = pytest.mark.toolchain

CHECK = r"""
import sys
import numpy as np
import run_hsaco
G, N = 2, 128
rng = np.random.default_rng(7)
inp = rng.integers(0, 50, G * N).astype(np.int32)
res = run_hsaco.run(open(sys.argv[1], "rb").read(), "_Z5partsPKiPiS1_", grid=(G,), block=(N,),
                    args=[inp, np.zeros(G * N * 16, np.int32), np.zeros(1, np.int32)])
out, calls = res[1].reshape(G, 16, N), res[2]
out[:, 12] = run_hsaco.run(open(sys.argv[1], "rb").read(), "_Z5pairsPKiPi", grid=(G,), block=(N,),
                           args=[inp, np.zeros(G * N, np.int32)])[1].reshape(G, N)
want = np.zeros((G, 16, N), np.int64)


def part(members, key, t):
    # the members of t's group with t's key, in lane order, and t's rank among them
    same = [m for m in members if key(m) == key(t)]
    return same, same.index(t)


for g in range(G):
    v = [int(x) for x in inp[g * N:(g + 1) * N]]
    for t in range(N):
        warp = list(range(t // 32 * 32, t // 32 * 32 + 32))
        half = list(range(t // 16 * 16, t // 16 * 16 + 16))
        odd, r = part(warp, lambda m: v[m] & 1, t)
        want[g, 0, t], want[g, 1, t], want[g, 2, t] = len(odd), r, sum(v[m] for m in odd)
        third, r3 = part(warp, lambda m: v[m] % 3, t)
        want[g, 3, t], want[g, 4, t], want[g, 5, t] = len(third), r3, max(v[m] for m in third)
        quarter, rq = part(half, lambda m: v[m] % 4, t)
        want[g, 6, t] = len(quarter) * 100 + rq
        lw, lh = t - warp[0], t - half[0]
        want[g, 7, t] = sum(v[m] for m in warp[:lw + 1])
        want[g, 8, t] = sum(v[m] for m in warp[:lw])
        want[g, 9, t] = max(v[m] for m in half[:lh + 1])
        x = 0
        for m in half[:lh]:
            x ^= v[m]
        want[g, 10, t] = x
        want[g, 11, t] = sum(v[m] for m in odd[:r + 1])
        if t % 4 != 3:
            pair, rp = part([m for m in warp if m % 4 != 3], lambda m: v[m] % 2 == 0, t)
            want[g, 12, t] = len(pair) * 100 + rp
        else:
            want[g, 12, t] = -1
        want[g, 13, t] = v[half[0]] * 10
        want[g, 14, t] = sum(v[m] for m in third[:r3])
        want[g, 15, t] = sum(v[m] for m in warp)
names = ["odd.size", "odd.rank", "reduce(odd)", "third.size", "third.rank", "reduce(third, max)", "quarter",
         "inclusive_scan(tile)", "exclusive_scan(tile)", "inclusive_scan(half, max)", "exclusive_scan(half, xor)",
         "inclusive_scan(odd)", "labeled_partition(coalesced)", "invoke_one_broadcast", "exclusive_scan(third)",
         "reduce(tile)"]
bad = [f"{names[k]}: block {g} thread {t}: {out[g, k, t]} where CUDA gives {want[g, k, t]}"
       for g in range(G) for k in range(16) for t in range(N) if out[g, k, t] != want[g, k, t]]
assert not bad, "\n".join(bad[:20]) + f"\n({len(bad)} wrong)"
assert calls[0] == G * N // 32, f"invoke_one ran {calls[0]} times for {G * N // 32} tiles"
print("ok")
"""


def test_partitions_and_scans_compile_for_every_kind_of_target(tmp_path):
    p = run_pycucc(KERNEL, "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0 and "error" not in p.stderr, p.stderr


def test_a_host_std_scan_is_not_taken_for_the_groups_scan(tmp_path):
    # the cooperative groups' scans were an `unsupported` name, so std::inclusive_scan in host code was an error
    src = tmp_path / "host_scan.cu"
    src.write_text("#include <numeric>\n#include <cooperative_groups.h>\n"
                   "int main() { int a[4] = {1, 2, 3, 4}, b[4]; std::inclusive_scan(a, a + 4, b);\n"
                   "  std::exclusive_scan(a, a + 4, b, 0); return b[3] == 6 ? 0 : 1; }\n")
    p = run_pycucc(src, "-o", tmp_path / "host_scan")
    assert p.returncode == 0 and "PCC1002" not in p.stderr, p.stderr
    assert subprocess.run([str(tmp_path / "host_scan")]).returncode == 0


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_partitions_and_scans_give_cudas_results(tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the groups are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(KERNEL, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
