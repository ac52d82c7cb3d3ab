"""Issue 24: the corpus as a whole. The HeCBench programs of ../shared/corpus (BENCH_CORPUS names another folder)
built with pycucc as nvcc (`-j 2`, an empty cache, the programs' own flags: ../shared/corpus/hecbench.py), and
their hand-written HIP twins built with clang right after, in the same run, through a hipcc stand-in (Debian's
clang with --rocm-path and pycucc's bitcode overlay, as bench/run.py's baseline compiles the samples' twins).
Wall time of each whole run, and the CPU of every command it ran (as far as hecbench.py waits for them); the sum of
each program's compile+link commands' wall times, in all and on the programs both sides build.

Optional and long (the whole corpus takes ~6 minutes per side on two cores): `python bench/run.py --only corpus`;
BENCH_CORPUS_N=10 builds a fixed sample of 10 programs (hecbench.py -n), BENCH_CORPUS_ONLY=a,b names them. Skipped,
and says so, where the corpus is not there: the project does not depend on it.
"""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GOAL = 1.0  # pycucc's wall time at most the twins'

_HIPCC = """#!/bin/sh
# hipcc for the HIP twins: clang against the installed HIP, with pycucc's bitcode overlay (written by bench/corpus.py)
for a in "$@"; do
  [ "$a" = "-c" ] && exec {clang} {flags} "$@"
  [ "$a" = "--version" ] && exec {clang} --version
done
exec {clang} {flags} --hip-link "$@"
"""


def _corpus() -> str:
    return os.path.abspath(os.environ.get("BENCH_CORPUS") or os.path.join(ROOT, "..", "shared", "corpus"))


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def measure() -> dict:
    corpus = _corpus()
    script = os.path.join(corpus, "hecbench.py")
    if not os.path.isfile(script):
        return {"skipped": f"no corpus at {corpus} (BENCH_CORPUS names one)"}
    sys.path.insert(0, ROOT)
    from pycucc.bitcode import ensure_overlay
    from pycucc.toolchain import toolchain
    tc = toolchain()
    pycucc = os.path.join(os.path.dirname(sys.executable), "pycucc")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subset = []
    if os.environ.get("BENCH_CORPUS_ONLY"):
        subset = ["--only", os.environ["BENCH_CORPUS_ONLY"]]
    elif os.environ.get("BENCH_CORPUS_N"):
        subset = ["-n", os.environ["BENCH_CORPUS_N"]]
    out = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "jobs": 2,
           "subset": " ".join(subset) or "all", "goal_wall_ratio": GOAL}
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-corpus-") as tmp:
        overlay = ensure_overlay(tc, os.path.join(tmp, "overlay"))
        hipcc = os.path.join(tmp, "hipcc")
        with open(hipcc, "w") as f:
            f.write(_HIPCC.format(clang=tc.clang, flags=f"--rocm-path={tc.hip_root} --rocm-device-lib-path={overlay}"))
        os.chmod(hipcc, 0o755)
        runs = {"pycucc": ["--variants", "pycucc", "--cuda-compiler",
                           f"{pycucc} -c {{src}} -o {{obj}} --offload-arch={{arch}} {{flags}}"],
                "twins": ["--variants", "hand-hip", "--hipcc", hipcc]}
        results = {}
        for name, argv in runs.items():
            cmd = [sys.executable, script, *argv, "-j", "2", "--no-resource-usage", *subset,
                   "--results", os.path.join(tmp, "results"), "--work", os.path.join(tmp, "work-" + name)]
            e = dict(env, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"))  # empty: the first build of every program
            cpu, t = _children_cpu(), time.perf_counter()
            p = subprocess.run(cmd, env=e, capture_output=True, text=True)
            wall, cpu = time.perf_counter() - t, _children_cpu() - cpu
            if p.returncode != 0:
                sys.exit(f"bench: the corpus run failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr[-4000:]}")
            variant = "pycucc" if name == "pycucc" else "hand-hip"
            with open(os.path.join(tmp, "results", f"hecbench_{variant}.json")) as f:
                results[name] = json.load(f)
            s = results[name]["summary"]
            out[name] = {"wall_s": round(wall, 1), "cpu_s": round(cpu, 1), "programs": s["programs"],
                         "built": s["link_ok"],
                         "commands_s": round(sum(r["total_s"] for r in results[name]["results"]), 1)}
            print(f"corpus {name:6} {s['link_ok']}/{s['programs']} built, wall {wall:.1f} s, CPU {cpu:.1f} s",
                  flush=True)
        mine = {r["name"]: r for r in results["pycucc"]["results"]}
        theirs = {r["name"]: r for r in results["twins"]["results"]}
        both = sorted(n for n in mine if mine[n]["link_ok"] and n in theirs and theirs[n]["link_ok"])
        out["both_built"] = len(both)
        out["both_pycucc_commands_s"] = round(sum(mine[n]["total_s"] for n in both), 1)
        out["both_twins_commands_s"] = round(sum(theirs[n]["total_s"] for n in both), 1)
        out["wall_ratio"] = round(out["pycucc"]["wall_s"] / out["twins"]["wall_s"], 3)
    return out


def readme_lines(c: dict) -> list:
    lines = ["", "## The corpus against its hand-written HIP twins (issue 24)", ""]
    if "skipped" in c:
        return lines + [f"bench/corpus.py: not measured ({c['skipped']})."]
    p, t = c["pycucc"], c["twins"]
    return lines + [
        f"bench/corpus.py ({c['date']}; programs: {c['subset']}): HeCBench from ../shared/corpus built with pycucc "
        f"as nvcc (`-j {c['jobs']}`, an empty cache, each program's own flags) and its HIP twins with clang through "
        "a hipcc stand-in, one after the other in the same run. Wall: the whole run; CPU: every command it ran; "
        "commands: the sum of each program's compile and link times (hecbench.py). Goal: pycucc's wall <= the "
        "twins'.", "",
        "| side | built | wall (s) | CPU (s) | commands (s) |", "|---|---|---|---|---|",
        f"| pycucc | {p['built']}/{p['programs']} | {p['wall_s']:.1f} | {p['cpu_s']:.1f} | {p['commands_s']:.1f} |",
        f"| twins | {t['built']}/{t['programs']} | {t['wall_s']:.1f} | {t['cpu_s']:.1f} | {t['commands_s']:.1f} |",
        "", f"pycucc's wall is {c['wall_ratio']:.2f}x the twins'. On the {c['both_built']} programs both build, the "
        f"commands take {c['both_pycucc_commands_s']:.1f} s (pycucc) against {c['both_twins_commands_s']:.1f} s "
        "(twins)."]


if __name__ == "__main__":
    print(json.dumps(measure(), indent=2))
