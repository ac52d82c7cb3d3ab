"""Issue 24: what a warm cache hit costs in CPU time (user + sys of the pycucc process, from wait4) and memory (its
peak RSS), and the peak RSS of a cold build (pycucc and the tools it ran, the largest), per sample for 1 and 4
targets. CPU time, not wall time: this machine is shared and its wall times drift.

pycucc runs with its bytecode cached, as `pip install` leaves it (pip compiles the modules) and as a checkout is
after its first run: PYTHONDONTWRITEBYTECODE is taken out of its environment, or (where it is set, as in some
sandboxes) a checkout's every run compiles all of pycucc's modules again. With BENCH_BEFORE=<checkout with its own .venv> the same commands run through that
checkout too, alternating with this one, so the two are compared in the same minutes.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAMPLES = os.path.join(ROOT, "testdata", "samples")
TARGET_SETS = {"1 target": ["gfx1100"], "4 targets": ["gfx1030", "gfx1100", "gfx1201", "gfx942"]}
REPEAT = int(os.environ.get("BENCH_HIT_REPEAT", "7"))


def _measure(argv, env, cwd):
    """(CPU seconds, peak RSS in MB) of one run of `argv`."""
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=cwd)
    err = p.stderr.read()
    p.stderr.close()
    _, status, ru = os.wait4(p.pid, 0)
    if status:
        sys.exit(f"bench: command failed ({status}): {' '.join(argv)}\n{err.decode(errors='replace')}")
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024


def _versions():
    here = [sys.executable, "-m", "pycucc"]
    before = os.environ.get("BENCH_BEFORE")
    out = {"now": here}
    if before:
        out["before"] = [os.path.join(before, ".venv", "bin", "python"), "-m", "pycucc"]
    return out


def measure() -> dict:
    versions = _versions()
    samples = sorted(f[:-3] for f in os.listdir(SAMPLES) if f.endswith(".cu"))
    rows = []
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-hits-") as tmp:
        for bytecode in (True,):
            base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            for label, targets in TARGET_SETS.items():
                arch = "--offload-arch=" + ",".join(targets)
                for stem in samples:
                    cu = os.path.join(SAMPLES, stem + ".cu")
                    row = {"targets": label, "sample": stem, "bytecode": bytecode}
                    for name, py in versions.items():
                        env = dict(base, PYCUCC_CACHE_DIR=os.path.join(tmp, f"cache-{name}"))
                        out = os.path.join(tmp, f"{stem}-{name}.hsaco")
                        argv = py + [cu, "-o", out, arch]
                        _measure(argv, env, tmp)  # fills the cache (and the bytecode)
                        row[f"{name}_cold_rss_mb"] = round(_measure(argv + ["--no-cache"], env, tmp)[1], 1)
                        _measure(argv, env, tmp)
                    cpu = {n: [] for n in versions}
                    rss = {n: [] for n in versions}
                    for _ in range(REPEAT):
                        for name, py in versions.items():  # alternating, so a busy minute hits both
                            env = dict(base, PYCUCC_CACHE_DIR=os.path.join(tmp, f"cache-{name}"))
                            out = os.path.join(tmp, f"{stem}-{name}.hsaco")
                            c, r = _measure(py + [cu, "-o", out, arch], env, tmp)
                            cpu[name].append(c)
                            rss[name].append(r)
                    for name in versions:
                        row[f"{name}_hit_cpu_ms"] = round(min(cpu[name]) * 1000, 1)
                        row[f"{name}_hit_cpu_median_ms"] = round(statistics.median(cpu[name]) * 1000, 1)
                        row[f"{name}_hit_rss_mb"] = round(max(rss[name]), 1)
                    rows.append(row)
                    print(f"hit {label:9} {stem:14} " + "  ".join(
                        f"{n}: cpu {row[n + '_hit_cpu_ms']:5.1f} ms rss {row[n + '_hit_rss_mb']:4.1f} MB "
                        f"cold rss {row[n + '_cold_rss_mb']:5.1f} MB" for n in versions), flush=True)
        py = [sys.executable, "-c", "pass"]
        floor = min(_measure(py, dict(os.environ), tmp)[0] for _ in range(REPEAT))
    summary = {}
    for bytecode in (True,):
        for label in TARGET_SETS:
            sel = [r for r in rows if r["bytecode"] == bytecode and r["targets"] == label]
            summary[label] = {
                f"{n}_{k}": round(statistics.median(r[f"{n}_{k}"] for r in sel), 1)
                for n in versions for k in ("hit_cpu_ms", "hit_rss_mb", "cold_rss_mb")}
    return {"repeat": REPEAT, "python_floor_cpu_ms": round(floor * 1000, 1), "versions": sorted(versions),
            "summary": summary, "rows": rows}


def readme_lines(h: dict) -> list:
    names = h["versions"][::-1] if "before" in h["versions"] else h["versions"]
    lines = ["", "## Warm hit CPU time and memory (issue 24)", "",
             f"bench/hits.py: CPU time (user + sys, best of {h['repeat']}) and peak RSS of a warm hit "
             "(`pycucc k.cu -o k.hsaco`, unchanged), and the peak RSS of a cold build, median over the samples. "
             f"`python -c pass` alone takes {h['python_floor_cpu_ms']:.1f} ms here. "
             + ("`before`: the checkout named by BENCH_BEFORE, run alternately with this one. " if "before" in names
                else "") + "Goal: a hit <= 30 ms of CPU, under 60 MB.", "",
             "| targets | " + " | ".join(f"{n}: hit CPU (ms) | {n}: hit RSS (MB) | {n}: cold RSS (MB)"
                                               for n in names) + " |",
             "|---|" + "---|---|---|" * len(names)]
    for label, s in h["summary"].items():
        lines.append(f"| {label} | " + " | ".join(
            f"{s[n + '_hit_cpu_ms']:.1f} | {s[n + '_hit_rss_mb']:.1f} | {s[n + '_cold_rss_mb']:.1f}" for n in names)
            + " |")
    return lines


if __name__ == "__main__":
    import json
    print(json.dumps(measure(), indent=2))
