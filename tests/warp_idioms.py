"""The CUDA warp idioms of testdata/warp/idioms.cu: how they are launched on the emulator, and what CUDA's
semantics (32-lane warps, CUDA C++ Programming Guide: "Warp Shuffle Functions", "Warp Vote Functions", "Warp Match
Functions", "Warp Reduce Functions", "Cooperative Groups"; PTX ISA: "Special Registers", shfl.sync, vote.sync) say
each row holds. `python tests/warp_idioms.py CODE_OBJECT OUT.npz` runs every kernel of one code object on the
emulator (one process per target, the emulator's rule) and saves the arrays; the checks are in check()."""
from __future__ import annotations

import os
import sys
from typing import Dict, List

import numpy as np

GRID, BLOCK = 2, 128
N = GRID * BLOCK
KERNELS = ("warp_shuffles", "warp_votes", "warp_groups", "warp_ptx")
ROWS = {"warp_shuffles": 16, "warp_votes": 12, "warp_groups": 13, "warp_ptx": 6}


def launch(elf: bytes) -> Dict[str, np.ndarray]:
    """Every kernel once; `out` starts at -7 so that a row a kernel fails to write is seen."""
    import run_hsaco  # the emulator (PYCUCC_EMU_DIR on sys.path)
    res: Dict[str, np.ndarray] = {}
    for k in KERNELS:
        out = np.full(ROWS[k] * N, -7, dtype=np.int32)
        if k == "warp_shuffles":
            sums = np.full(16, -7, dtype=np.int32)
            res[k], res["sums"] = run_hsaco.run(elf, k, grid=(GRID,), block=(BLOCK,), args=[out, sums])
        elif k == "warp_votes":
            counter = np.zeros(1, dtype=np.int32)
            slots = np.full(N, -7, dtype=np.int32)
            res[k], res["counter"], res["slots"] = run_hsaco.run(elf, k, grid=(GRID,), block=(BLOCK,),
                                                                 args=[out, counter, slots])
        else:
            (res[k],) = run_hsaco.run(elf, k, grid=(GRID,), block=(BLOCK,), args=[out])
    return res


# ------------------------------------------------------------------------------------------ CUDA's model
t = np.arange(N)
tid = t % BLOCK
lane = t % 32
base = t - lane
v = 3 * t + 1


def _per_warp(values: np.ndarray, f) -> np.ndarray:
    """f over each 32-lane warp's values, given to every lane of the warp."""
    return np.repeat([f(values[w:w + 32]) for w in range(0, N, 32)], 32)


def _mask(pred: np.ndarray) -> np.ndarray:
    """The 32-bit ballot of `pred` in each lane's warp, as int32."""
    bits = _per_warp(pred.astype(np.int64), lambda p: int(sum(int(b) << i for i, b in enumerate(p))))
    return bits.astype(np.uint32).view(np.int32)


def _within(segment: int, src: np.ndarray, ok: np.ndarray) -> np.ndarray:
    return np.where(ok, v[np.clip(src, 0, N - 1)], v)


def expected() -> Dict[str, List[np.ndarray]]:
    seg8 = t - t % 8
    warp_sum = _per_warp(v, np.sum)
    match_any = np.array([_mask(v % 4 == v[i] % 4)[i] for i in range(N)], dtype=np.int32)
    key = t // 32 + (t == 200)
    all_same = _per_warp(key, lambda k: int((k == k[0]).all()))
    inner = np.where(t % 3 == 0, _mask(t % 3 == 0), -1)
    even_rank = np.array([np.count_nonzero((t % 3 == 0)[base[i]:i]) for i in range(N)])
    return {
        "warp_shuffles": [
            np.full(N, 32), lane, tid // 32, v[base], v[base + (lane + 1) % 32], v[base + (lane + 1) % 32],
            v[seg8 + 2], _within(32, t - 1, lane >= 1), _within(32, t + 1, lane < 31), v[base + (lane ^ 16)],
            _within(16, t + 3, lane % 16 + 3 < 16), v[base + (lane ^ 1)], v[base + 7], v[base + 31], v[base + 5],
            warp_sum],
        "warp_votes": [
            _mask(t % 5 != 0), _per_warp(t % 5 != 0, np.count_nonzero), _per_warp(t % 37 == 0, lambda p: int(p.any())),
            _per_warp(t % 64 < 40, lambda p: int(p.all())), match_any, np.where(all_same == 1, -1, 0), all_same,
            warp_sum, _per_warp(v * 7 % 101, np.max), np.full(N, -1), inner],
        "warp_groups": [
            np.full(N, 32), lane, tid // 32, np.full(N, BLOCK // 32), v[base], _within(32, t + 1, lane < 31),
            v[base + (lane ^ 8)], tid % 8, _within(8, t - 2, tid % 8 >= 2), tid // 8, warp_sum,
            np.where(t % 3 == 0, _per_warp(t % 3 == 0, np.count_nonzero), -1),
            np.where(t % 3 == 0, even_rank, -1)],
        "warp_ptx": [
            lane, tid // 32, ((1 << lane) - 1).astype(np.uint32).view(np.int32),
            (~((1 << lane) - 1) & 0xffffffff).astype(np.uint32).view(np.int32), v[base + 3], _mask((v & 4) != 0)],
    }


def check(res: Dict[str, np.ndarray]) -> List[str]:
    """What differs from CUDA's semantics, one line per wrong row (empty: all as CUDA)."""
    wrong: List[str] = []
    for k, rows in expected().items():
        got = res[k].reshape(ROWS[k], N)
        for r, want in enumerate(rows):
            want = np.asarray(want).astype(np.int64).astype(np.uint32).view(np.int32)
            bad = np.flatnonzero(got[r] != want)
            if bad.size:
                i = bad[0]
                wrong.append(f"{k} row {r}: {bad.size} threads differ, thread {i}: {got[r][i]} (CUDA: {want[i]})")
    sums = res["sums"]
    want_sums = np.concatenate([v.reshape(-1, 32).sum(axis=1), np.full(16 - N // 32, -7)])
    if not np.array_equal(sums, want_sums):
        wrong.append(f"warpSize-loop reduction: per-warp sums {sums.tolist()} (CUDA: {want_sums.tolist()})")
    # Warp-aggregated atomics: one atomicAdd per warp of the even lanes' count; each lane's slot is its warp's base
    # plus its rank among the even lanes (bases in whatever order the warps ran), and each slot holds its thread.
    slot = res["warp_votes"].reshape(ROWS["warp_votes"], N)[11]
    even = t % 2 == 0
    ranks = np.array([np.count_nonzero(even[base[i]:i]) for i in range(N)])
    bases = (slot - ranks)[even]
    ok = (res["counter"][0] == N // 2 and np.array_equal(slot[~even], np.full(N // 2, -1))
          and np.array_equal(np.sort(np.unique(bases)), np.arange(0, N // 2, 16))
          and all(len(set(bases[w * 16:(w + 1) * 16])) == 1 for w in range(N // 32))
          and np.array_equal(res["slots"][: N // 2][slot[even]], t[even]))
    if not ok:
        wrong.append(f"warp-aggregated atomics: counter {res['counter'][0]} (CUDA: {N // 2}), slots "
                     f"{slot[even][:40].tolist()}...")
    return wrong


if __name__ == "__main__":
    sys.path.insert(0, os.environ["PYCUCC_EMU_DIR"])
    with open(sys.argv[1], "rb") as f:
        arrays = launch(f.read())
    np.savez(sys.argv[2], **arrays)
