"""The processor table's two backends (issue 13): what a build through llvmlite's LLVM 22 costs against the clang-19
path, and the code each makes, for gfx1152, which both know (PYCUCC_BACKEND=gfx1152=llvmlite picks llvmlite).

Per sample of testdata/samples, best of BENCH_REPEAT runs, both sides in the same run:
  cold     `pycucc k.cu -o k.hsaco --offload-arch=gfx1152 --no-cache` (translation, device code, validation), the
           precompiled HIP prelude already made, as bench/run.py's cold
  device   the device step alone: the commands `pycucc -v` printed for it, rerun (clang-19's one compile; or
           clang-19's bitcode compile, the llvmlite child and lld)
  code     VGPR, SGPR and code bytes of every kernel, from the code objects' metadata (pycucc.runtime.codeobj)
Goal: cold through llvmlite <= 1.5 x cold through clang-19. Also the cost of one sample for every target of the
table (what tests/test_build.py does per sample), cold.

`python bench/targets.py` measures this section alone and rewrites bench/README.md with it (the other sections'
numbers come from bench/results.json as they are); `make bench` measures everything.
"""
from __future__ import annotations

import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAMPLES = os.path.join(ROOT, "testdata", "samples")
REPEAT = int(os.environ.get("BENCH_REPEAT", "3"))
PROCESSOR = "gfx1152"
GOAL = 1.5


def _run(argv, env):
    p = subprocess.run(argv, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise SystemExit(f"bench: command failed ({p.returncode}): {' '.join(argv)}\n{p.stderr}")
    return p


def _best(fn):
    times = []
    for _ in range(REPEAT):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def _device_commands(stderr: str):
    """The device step's commands among what -v printed (the preludes already exist, so no -emit-pch line)."""
    out = []
    for line in stderr.splitlines():
        if not line.startswith("#$ "):
            continue
        argv = shlex.split(line[3:])
        text = " ".join(argv)
        if "--cuda-device-only" in argv or "pycucc.llvmlite_child" in text or \
                os.path.basename(argv[0]).startswith("ld.lld"):
            out.append(argv)
    return out


def measure() -> dict:
    from pycucc.runtime.codeobj import read_code_object
    from pycucc.targets import PROCESSORS
    pycucc = [sys.executable, "-m", "pycucc"]
    rows = []
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-targets-") as tmp:
        base = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"))
        stems = sorted(f[:-3] for f in os.listdir(SAMPLES) if f.endswith(".cu"))
        for stem in stems:
            cu = os.path.join(SAMPLES, stem + ".cu")
            row = {"sample": stem}
            for backend in ("clang", "llvmlite"):
                env = dict(base, PYCUCC_BACKEND=f"{PROCESSOR}={backend}")
                out = os.path.join(tmp, f"{stem}.{backend}.hsaco")
                argv = pycucc + [cu, "-o", out, f"--offload-arch={PROCESSOR}", "--no-cache"]
                _run(argv, env)  # makes the prelude
                row[f"{backend}_cold_s"] = round(_best(lambda: _run(argv, env)), 3)
                dump = os.path.join(tmp, f"dump-{stem}-{backend}")
                cmds = _device_commands(_run(argv + ["-v", "--dump-dir", dump], env).stderr)
                assert cmds, f"no device commands for {stem} ({backend})"
                row[f"{backend}_device_s"] = round(_best(lambda: [_run(c, env) for c in cmds]), 3)
                (t,) = read_code_object(out).targets
                assert t.backend == backend, (stem, t.producer)
                row[f"{backend}_vgpr"] = sum(k.vgpr_count for k in t.kernels)
                row[f"{backend}_sgpr"] = sum(k.sgpr_count for k in t.kernels)
                row[f"{backend}_code_bytes"] = sum(k.code_size or 0 for k in t.kernels)
                row["kernels"] = len(t.kernels)
            row["cold_ratio"] = round(row["llvmlite_cold_s"] / row["clang_cold_s"], 3)
            row["device_ratio"] = round(row["llvmlite_device_s"] / row["clang_device_s"], 3)
            rows.append(row)
            print(f"{PROCESSOR} {stem:14} cold clang {row['clang_cold_s']:5.2f}s llvmlite {row['llvmlite_cold_s']:5.2f}s "
                  f"({row['cold_ratio']:.2f}x)  device {row['clang_device_s']:5.2f}s / {row['llvmlite_device_s']:5.2f}s "
                  f"({row['device_ratio']:.2f}x)  VGPR {row['clang_vgpr']}/{row['llvmlite_vgpr']}  code "
                  f"{row['clang_code_bytes']}/{row['llvmlite_code_bytes']} B", flush=True)
        # one sample for the whole table, as tests/test_build.py builds each sample (preludes made)
        every = ",".join(PROCESSORS)
        cu = os.path.join(SAMPLES, "reduce_shared.cu")
        argv = pycucc + [cu, "-o", os.path.join(tmp, "all.hsaco"), f"--offload-arch={every}", "--no-cache"]
        t0 = time.perf_counter()
        _run(argv, base)
        first = time.perf_counter() - t0
        table = {"targets": len(PROCESSORS), "sample": "reduce_shared", "first_s": round(first, 2),
                 "cold_s": round(_best(lambda: _run(argv, base)), 2)}
        print(f"every target ({len(PROCESSORS)}) reduce_shared: cold {table['cold_s']:.2f}s, with the preludes made "
              f"first {table['first_s']:.2f}s", flush=True)

    def total(key):
        return sum(r[key] for r in rows)
    summary = {"cold_ratio_geomean": round(statistics.geometric_mean(r["cold_ratio"] for r in rows), 3),
               "device_ratio_geomean": round(statistics.geometric_mean(r["device_ratio"] for r in rows), 3),
               "vgpr_ratio": round(total("llvmlite_vgpr") / total("clang_vgpr"), 3),
               "sgpr_ratio": round(total("llvmlite_sgpr") / total("clang_sgpr"), 3),
               "code_ratio": round(total("llvmlite_code_bytes") / total("clang_code_bytes"), 3)}
    return {"processor": PROCESSOR, "goal_cold_ratio": GOAL, "summary": summary, "rows": rows, "every_target": table}


def readme_lines(x: dict) -> list:
    s = x["summary"]
    lines = ["", "## The llvmlite backend against clang-19 (issue 13)", "",
             f"{x['processor']}, which both know, built by each (`PYCUCC_BACKEND={x['processor']}=llvmlite`; "
             "bench/targets.py). Cold: `pycucc --no-cache` (translation, device code, validation; preludes made). "
             "Device: the device step's own commands as `-v` prints them (clang-19's compile; or clang-19's "
             "unoptimised bitcode, the llvmlite child, lld). Code: VGPR, SGPR and code bytes summed over the "
             f"sample's kernels, from the code-object metadata. Goal: cold <= {x['goal_cold_ratio']}x clang-19.", "",
             f"Geometric mean: cold {s['cold_ratio_geomean']:.2f}x, device step {s['device_ratio_geomean']:.2f}x; "
             f"over all kernels llvmlite/clang-19: VGPR {s['vgpr_ratio']:.2f}x, SGPR {s['sgpr_ratio']:.2f}x, "
             f"code size {s['code_ratio']:.2f}x.", "",
             "| sample | kernels | cold clang-19 (s) | cold llvmlite (s) | ratio | device clang-19 (s) | "
             "device llvmlite (s) | ratio | VGPR | SGPR | code bytes |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in x["rows"]:
        lines.append(f"| {r['sample']} | {r['kernels']} | {r['clang_cold_s']:.2f} | {r['llvmlite_cold_s']:.2f} | "
                     f"{r['cold_ratio']:.2f}x | {r['clang_device_s']:.2f} | {r['llvmlite_device_s']:.2f} | "
                     f"{r['device_ratio']:.2f}x | {r['clang_vgpr']} / {r['llvmlite_vgpr']} | "
                     f"{r['clang_sgpr']} / {r['llvmlite_sgpr']} | {r['clang_code_bytes']} / "
                     f"{r['llvmlite_code_bytes']} |")
    e = x["every_target"]
    lines += ["", f"Every target of the table ({e['targets']}, both backends) for one sample ({e['sample']}): "
              f"{e['cold_s']:.2f} s cold, {e['first_s']:.2f} s the first time (making a precompiled prelude per "
              "target)."]
    return lines


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    sys.path.insert(0, HERE)
    result_path = os.path.join(HERE, "results.json")
    with open(result_path) as f:
        result = json.load(f)
    result["targets"] = measure()
    with open(result_path, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
        f.write("\n")
    import run as bench_run
    bench_run.write_readme(result)
    print(json.dumps(result["targets"]["summary"], indent=2))
