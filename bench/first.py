"""Issue 24: the first build on an empty cache folder (`pycucc S.cu -o S.hsaco --offload-arch=gfx1100`, a cache
folder of its own each time) against the one clang command that builds the sample's hand-written HIP twin, one
target. CPU time (user + sys of the command and everything it ran, from wait4) and wall time, best of the runs;
the ratio that judges is CPU's (this machine is shared: its wall times drift, and pycucc runs some tools side by
side). The package's parsed rules (rules/__pycache__, made by `make setup` or the first parse) are what an
installed pycucc has; every other part of the cache is made by the build (the toolchain probe, the bitcode
overlay's modules for its target, the cache's folders).

With BENCH_BEFORE=<checkout with its own .venv> the same builds run through that checkout too, alternating with
this one, so the two are compared in the same minutes. PYTHONDONTWRITEBYTECODE is taken out (bench/hits.py).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAMPLES = os.path.join(ROOT, "testdata", "samples")
TARGET = "gfx1100"
REPEAT = int(os.environ.get("BENCH_FIRST_REPEAT", "3"))
GOAL = 1.5


def _measure(argv, env, cwd):
    """(CPU seconds, wall seconds) of one run of `argv`."""
    t = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=cwd)
    err = p.stderr.read()
    p.stderr.close()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    if status:
        sys.exit(f"bench: command failed ({status}): {' '.join(argv)}\n{err.decode(errors='replace')}")
    return ru.ru_utime + ru.ru_stime, wall


def _versions():
    out = {"now": sys.executable}
    before = os.environ.get("BENCH_BEFORE")
    if before:
        out["before"] = os.path.join(before, ".venv", "bin", "python")
    return out


def _prime(python: str, env) -> None:
    """The package's parsed rules as `make setup` leaves them, and the modules' bytecode."""
    subprocess.run([python, "-c", "from pycucc.rules import load_rules; load_rules()"], env=env, check=True)


def measure() -> dict:
    sys.path.insert(0, ROOT)
    from pycucc.bitcode import ensure_overlay
    from pycucc.toolchain import toolchain
    tc = toolchain()
    versions = _versions()
    samples = sorted(f[:-3] for f in os.listdir(SAMPLES) if f.endswith(".cu")
                     and os.path.exists(os.path.join(SAMPLES, "hip", f[:-3] + ".hip")))
    base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    rows = []
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-first-") as tmp:
        overlay = ensure_overlay(tc, os.path.join(tmp, "clang-side"))  # the twin's clang needs one too
        for name, py in versions.items():
            _prime(py, dict(base, PYCUCC_CACHE_DIR=os.path.join(tmp, f"prime-{name}")))
        n = 0
        for stem in samples:
            cu = os.path.join(SAMPLES, stem + ".cu")
            hip = os.path.join(SAMPLES, "hip", stem + ".hip")
            clang = [tc.clang, "-x", "hip", "--cuda-device-only", "--no-gpu-bundle-output", f"--offload-arch={TARGET}",
                     "-O3", "-std=c++17", f"--rocm-path={tc.hip_root}", f"--rocm-device-lib-path={overlay}",
                     "-mcode-object-version=5", "-Wno-unused-result", hip, "-o", os.path.join(tmp, "ref.o")]
            runs = {k: [] for k in ("clang", *versions)}
            for _ in range(REPEAT):  # alternating, so a busy minute hits every side
                runs["clang"].append(_measure(clang, base, tmp))
                for name, py in versions.items():
                    n += 1
                    env = dict(base, PYCUCC_CACHE_DIR=os.path.join(tmp, f"fresh-{n}"))
                    runs[name].append(_measure([py, "-m", "pycucc", cu, "-o", os.path.join(tmp, f"{n}.hsaco"),
                                                f"--offload-arch={TARGET}"], env, tmp))
            row = {"sample": stem, "clang_cpu_s": round(min(c for c, _ in runs["clang"]), 3),
                   "clang_wall_s": round(min(w for _, w in runs["clang"]), 3)}
            for name in versions:
                row[f"{name}_cpu_s"] = round(min(c for c, _ in runs[name]), 3)
                row[f"{name}_wall_s"] = round(min(w for _, w in runs[name]), 3)
                row[f"{name}_cpu_ratio"] = round(row[f"{name}_cpu_s"] / row["clang_cpu_s"], 3)
                row[f"{name}_wall_ratio"] = round(row[f"{name}_wall_s"] / row["clang_wall_s"], 3)
            rows.append(row)
            print(f"first {stem:14} clang cpu {row['clang_cpu_s']:5.2f}s wall {row['clang_wall_s']:5.2f}s  " + "  ".join(
                f"{nm}: cpu {row[nm + '_cpu_s']:5.2f}s ({row[nm + '_cpu_ratio']:4.2f}x) wall {row[nm + '_wall_s']:5.2f}s "
                f"({row[nm + '_wall_ratio']:4.2f}x)" for nm in versions), flush=True)
    summary = {f"{nm}_{k}_geomean": round(statistics.geometric_mean(r[f"{nm}_{k}"] for r in rows), 3)
               for nm in versions for k in ("cpu_ratio", "wall_ratio")}
    return {"target": TARGET, "repeat": REPEAT, "goal_cpu_ratio": GOAL, "versions": sorted(versions),
            "summary": summary, "rows": rows}


def readme_lines(f: dict) -> list:
    names = f["versions"][::-1] if "before" in f["versions"] else f["versions"]
    lines = ["", "## First build on an empty cache, one target (issue 24)", "",
             f"bench/first.py: `pycucc S.cu -o S.hsaco --offload-arch={f['target']}` on a cache folder of its own, "
             "against the one clang command for the sample's HIP twin; CPU = user + sys of the command and all it "
             f"ran, best of {f['repeat']}, wall beside it; the package's parsed rules present, as `make setup` "
             "leaves them, and what pycucc keeps beside its code (its own digest and the clang probe, which "
             "`make setup` writes; the overlay's generated bitcode modules, which the first build of a target on "
             "the install writes). " + ("`before`: the checkout named by BENCH_BEFORE, run alternately with this one. "
                                if "before" in names else "") + f"Goal: CPU <= {f['goal_cpu_ratio']}x clang.", "",
             "| sample | clang CPU / wall (s) | " + " | ".join(f"{n}: CPU / wall (s) | {n}: CPU ratio | {n}: wall ratio"
                                                      for n in names) + " |",
             "|---|---|" + "---|---|---|" * len(names)]
    for r in f["rows"]:
        lines.append(f"| {r['sample']} | {r['clang_cpu_s']:.2f} / {r['clang_wall_s']:.2f} | " + " | ".join(
            f"{r[n + '_cpu_s']:.2f} / {r[n + '_wall_s']:.2f} | {r[n + '_cpu_ratio']:.2f}x | {r[n + '_wall_ratio']:.2f}x"
            for n in names) + " |")
    s = f["summary"]
    lines.append("| geometric mean | | " + " | ".join(
        f"| {s[n + '_cpu_ratio_geomean']:.2f}x | {s[n + '_wall_ratio_geomean']:.2f}x" for n in names) + " |")
    return lines


if __name__ == "__main__":
    import json
    print(json.dumps(measure(), indent=2))
