"""CUDA's 32-lane warps on wave64 targets (issue 22; README "Warps on wave64"): the idioms of testdata/warp/idioms.cu
run on the emulator (PYCUCC_EMU_DIR) against CUDA's semantics (tests/warp_idioms.py), first on gfx1100, where 32
lanes are native, then on gfx942 (wave64) and gfx1201; --warp-size=64 keeps the whole wave; the switch and the
PCC2011 note; kernels without warp operations are the same code under either model."""
import os
import subprocess
import sys

import numpy as np
import pytest

from pycucc.cli.invocation import UsageError, parse_compile_args
from testutil import ROOT, TESTDATA, run_pycucc

import warp_idioms

IDIOMS = os.path.join(TESTDATA, "warp", "idioms.cu")


def _emu_dir() -> str:
    d = os.environ.get("PYCUCC_EMU_DIR")
    if not d or not os.path.isfile(os.path.join(d, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the warp idioms are checked by "
                    "running them there")
    return d


def _run_idioms(tmp_path, target, *flags):
    """Build the idioms for one target and run every kernel in one emulator process (the emulator's rule)."""
    emu = _emu_dir()
    hsaco = tmp_path / f"idioms-{target}.hsaco"
    run_pycucc(IDIOMS, "--genco", f"--offload-arch={target}", "-w", *flags, "-o", hsaco, check=True)
    out = tmp_path / f"idioms-{target}.npz"
    env = dict(os.environ, PYCUCC_EMU_DIR=emu)
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "warp_idioms.py"), str(hsaco), str(out)],
                          capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return dict(np.load(out))


@pytest.mark.toolchain
@pytest.mark.parametrize("target", ["gfx1100", "gfx942", "gfx1201"])
def test_warp_idioms_have_cudas_results(tmp_path, target):
    """Leader broadcast, rotation, source lane modulo the width, widths 16/8/4, up/down/xor, float/double/64-bit
    shuffles, warpSize loops and indices, butterflies, ballot/popc/any/all, match_any/match_all, reduce_add/max,
    __activemask in and out of a branch, warp-aggregated atomics, __syncwarp(mask), cooperative groups' tiles of 32
    and 8 (shfl, shfl_up/down/xor, thread_rank, meta_group_rank/size, reduce), coalesced_threads(), and inline PTX's
    %laneid, %warpid, %lanemask_lt/ge, shfl.sync.idx and vote.sync.ballot: every row as CUDA computes it."""
    assert warp_idioms.check(_run_idioms(tmp_path, target)) == []


@pytest.mark.toolchain
def test_whole_wave_switch_keeps_the_wave(tmp_path):
    """--warp-size=64 on gfx942: warpSize is the wave's 64 and shuffles span it (what pycucc built before the
    32-lane model, for code written for 64-lane waves); votes with a 32-bit mask still answer for a half."""
    res = _run_idioms(tmp_path, "gfx942", "--warp-size=64")
    rows = res["warp_shuffles"].reshape(warp_idioms.ROWS["warp_shuffles"], warp_idioms.N)
    t = warp_idioms.t
    assert (rows[0] == 64).all() and np.array_equal(rows[1], t % 64)
    assert np.array_equal(rows[3], warp_idioms.v[t - t % 64])                        # lane 0 of the wave
    assert np.array_equal(res["sums"][:4], warp_idioms.v.reshape(-1, 64).sum(axis=1))  # 64-lane sums
    wrong = warp_idioms.check(res)
    assert any(w.startswith("warp_shuffles row 3:") for w in wrong)
    assert any(w.startswith("warp-aggregated atomics") for w in wrong)   # the leader's base from lane 0 of the wave
    assert not any(w.startswith("warp_votes row") for w in wrong)


NO_WARP = r"""
__global__ void saxpy(int n, float a, const float* x, float* y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void tile(float* out, const float* in, int w) {
    __shared__ float t[16][17];
    t[threadIdx.y][threadIdx.x] = in[(blockIdx.y * 16 + threadIdx.y) * w + blockIdx.x * 16 + threadIdx.x];
    __syncthreads();
    out[(blockIdx.x * 16 + threadIdx.y) * w + blockIdx.y * 16 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}
"""


@pytest.mark.toolchain
@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_kernels_without_warp_operations_are_the_same_code_in_both_models(tmp_path, target):
    src = tmp_path / "k.cu"
    src.write_text(NO_WARP)
    objs = []
    for flags in ((), ("--warp-size=64",)):
        out = tmp_path / f"k{len(flags)}.hsaco"
        proc = run_pycucc(src, "--genco", f"--offload-arch={target}", *flags, "-o", out, check=True)
        assert "PCC2011" not in proc.stderr
        objs.append(out.read_bytes())
    assert objs[0] == objs[1]


WARP = "__global__ void k(int* o) { o[threadIdx.x] = __shfl_sync(0xffffffffu, o[threadIdx.x], 0); }\n"


@pytest.mark.toolchain
def test_the_note_says_which_model_a_wave64_build_follows(tmp_path):
    src = tmp_path / "w.cu"
    src.write_text("// __shfl_sync in a comment is no warp operation\n" + WARP)
    proc = run_pycucc(src, "--genco", "--offload-arch=gfx942", "-o", tmp_path / "a.hsaco", check=True)
    assert "w.cu:2:46: note: '__shfl_sync' and this file's other warp operations follow CUDA's 32-lane warps " \
           "on gfx942" in proc.stderr and "[PCC2011]" in proc.stderr
    assert "--warp-size=64" in proc.stderr and "warning" not in proc.stderr
    proc = run_pycucc(src, "--genco", "--offload-arch=gfx942", "--warp-size=64", "-o", tmp_path / "b.hsaco",
                      check=True)
    assert "span the whole 64-lane wave on gfx942 (--warp-size=64)" in proc.stderr
    assert "w.cu:2:46: warning: __shfl_sync with a 32-bit mask shuffles across all 64 lanes" in proc.stderr
    proc = run_pycucc(src, "--genco", "--offload-arch=gfx1100", "-o", tmp_path / "c.hsaco", check=True)
    assert "PCC2011" not in proc.stderr


def test_warp_size_flag():
    assert parse_compile_args(["k.cu", "--offload-arch=gfx942"], env={}).options.warp_size == 32
    assert parse_compile_args(["k.cu", "--warp-size=64"], env={}).options.warp_size == 64
    assert parse_compile_args(["k.cu", "-warp-size", "32"], env={}).options.warp_size == 32
    with pytest.raises(UsageError, match="--warp-size must be 32"):
        parse_compile_args(["k.cu", "--warp-size=16"], env={})


@pytest.mark.toolchain
@pytest.mark.parametrize("flags,size", [((), 32), (("--warp-size=64",), 64)])
def test_device_and_host_warp_size_agree_in_each_model(tmp_path, flags, size):
    """Without the emulator too: the device's warpSize on gfx942 is the model's (a compile-time constant, so a
    static_assert sees it), and the host's query of the device (PCC1013's helper) is capped at 32 in the 32-lane
    model only (its preprocessed host pass)."""
    src = tmp_path / "w.cu"
    src.write_text(f"__global__ void k(int* o) {{ static_assert(warpSize == {size}, \"model\"); o[0] = warpSize; }}\n"
                   "int host() { return warpSize; }\n")
    run_pycucc(src, "--genco", "--offload-arch=gfx942", *flags, "-o", tmp_path / "w.hsaco", check=True)
    run_pycucc("-E", src, "--offload-arch=gfx942", *flags, "-o", tmp_path / "w.i", check=True)
    capped = "if (size > 32) size = 32;" in (tmp_path / "w.i").read_text()
    assert capped == (size == 32)
