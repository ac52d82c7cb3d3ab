"""Issue 24: the corpus as a whole. The HeCBench programs of ../shared/corpus (BENCH_CORPUS names another folder)
built with pycucc as nvcc (an empty cache at the start, the programs' own flags: ../shared/corpus/hecbench.py),
and their hand-written HIP twins built with clang, through a hipcc stand-in (Debian's clang with --rocm-path and
pycucc's bitcode overlay, as bench/run.py's baseline compiles the samples' twins).

Program by program, the two sides alternating (pycucc first for every other program), so that the load of a shared
machine falls on both alike: each side is one `hecbench.py --only NAME -j 1` run, pycucc's with the cache its
earlier programs filled (what a corpus run does: the toolkit folder, the preludes a second use of their flags
makes). Per program: CPU (user + sys of everything the run waited for) and wall; the sums judge, and the programs
where pycucc loses most are listed with the time of each compile and link.

Optional and long (~3 minutes per side for -n 10 on two cores): `python bench/run.py --only corpus`;
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


def _programs(script: str, subset, env) -> list:
    """The programs hecbench.py builds for this subset, in its order (its --list ignores --only)."""
    if subset[:1] == ["--only"]:
        return sorted(set(subset[1].split(",")))
    p = subprocess.run([sys.executable, script, "--list", *subset], env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"bench: hecbench.py --list failed ({p.returncode}):\n{p.stderr[-4000:]}")
    lines = p.stdout.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith("HeCBench ?:") or "eligible" in ln)
    return [ln.strip() for ln in lines[at + 1:] if ln.strip() and " " not in ln.strip()]


def _describe(checkout: str) -> str:
    """The commit of a checkout, as `git describe --always` names it."""
    p = subprocess.run(["git", "-C", checkout, "describe", "--always"], capture_output=True, text=True)
    return p.stdout.strip() or os.path.basename(checkout)


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
    out = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "jobs": 1,
           "subset": " ".join(subset) or "all", "goal_wall_ratio": GOAL, "load": [round(os.getloadavg()[0], 1)]}
    names = _programs(script, subset, env)
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-corpus-") as tmp:
        overlay = ensure_overlay(tc, os.path.join(tmp, "overlay"))
        hipcc = os.path.join(tmp, "hipcc")
        with open(hipcc, "w") as f:
            f.write(_HIPCC.format(clang=tc.clang, flags=f"--rocm-path={tc.hip_root} --rocm-device-lib-path={overlay}"))
        os.chmod(hipcc, 0o755)
        runs = {"pycucc": ["--variants", "pycucc", "--cuda-compiler",
                           f"{pycucc} -c {{src}} -o {{obj}} --offload-arch={{arch}} {{flags}}"],
                "twins": ["--variants", "hand-hip", "--hipcc", hipcc]}
        before = os.environ.get("BENCH_BEFORE")
        if before:  # another checkout's pycucc (its own .venv), as a third side with a cache of its own
            runs["before"] = ["--variants", "pycucc", "--cuda-compiler", os.path.join(before, ".venv", "bin", "pycucc")
                              + " -c {src} -o {obj} --offload-arch={arch} {flags}"]
        sides = list(runs)
        rows = []
        for i, name in enumerate(names):
            row = {"name": name}
            for side in sides[i % len(sides):] + sides[:i % len(sides)]:
                # empty at the start, filled as a run fills it
                e = dict(env, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache-" + side))
                cmd = [sys.executable, script, *runs[side], "-j", "1", "--no-resource-usage", *subset, "--only", name,
                       "--results", os.path.join(tmp, "results-" + side), "--work", os.path.join(tmp, "work-" + side)]
                cpu, t = _children_cpu(), time.perf_counter()
                p = subprocess.run(cmd, env=e, capture_output=True, text=True)
                wall, cpu = time.perf_counter() - t, _children_cpu() - cpu
                if p.returncode != 0:
                    sys.exit(f"bench: the corpus run failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr[-4000:]}")
                variant = "hand-hip" if side == "twins" else "pycucc"
                with open(os.path.join(tmp, "results-" + side, f"hecbench_{variant}.json")) as f:
                    r = next(x for x in json.load(f)["results"] if x["name"] == name)
                row[side] = {"wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "built": bool(r["link_ok"]),
                             "commands": [(x["src"], x["time_s"]) for x in r["files"]] +
                                         ([("link", r["link_s"])] if "link_s" in r else [])}
            rows.append(row)
            print(f"corpus {name:24} " + "  ".join(f"{side} cpu {row[side]['cpu_s']:6.2f} s wall {row[side]['wall_s']:6.2f} s"
                                                  for side in sides), flush=True)
    out["load"].append(round(os.getloadavg()[0], 1))
    out["programs"] = rows
    for side in sides:
        out[side] = {"programs": len(rows), "built": sum(r[side]["built"] for r in rows),
                     "wall_s": round(sum(r[side]["wall_s"] for r in rows), 1),
                     "cpu_s": round(sum(r[side]["cpu_s"] for r in rows), 1)}
    both = [r for r in rows if r["pycucc"]["built"] and r["twins"]["built"]]
    out["both_built"] = len(both)
    out["both_pycucc_cpu_s"] = round(sum(r["pycucc"]["cpu_s"] for r in both), 1)
    out["both_twins_cpu_s"] = round(sum(r["twins"]["cpu_s"] for r in both), 1)
    if "before" in out:
        out["before_name"] = _describe(os.environ["BENCH_BEFORE"])
        out["before_wall_ratio"] = round(out["before"]["wall_s"] / out["twins"]["wall_s"], 3)
        out["before_cpu_ratio"] = round(out["before"]["cpu_s"] / out["twins"]["cpu_s"], 3)
    out["wall_ratio"] = round(out["pycucc"]["wall_s"] / out["twins"]["wall_s"], 3)
    out["cpu_ratio"] = round(out["pycucc"]["cpu_s"] / out["twins"]["cpu_s"], 3)
    return out


def readme_lines(c: dict) -> list:
    lines = ["", "## The corpus against its hand-written HIP twins (issue 24)", ""]
    if "skipped" in c:
        return lines + [f"bench/corpus.py: not measured ({c['skipped']})."]
    p, t = c["pycucc"], c["twins"]
    lines += [
        f"bench/corpus.py ({c['date']}, load {c['load'][0]} -> {c['load'][-1]}; programs: {c['subset']}): HeCBench "
        "from ../shared/corpus built with pycucc as nvcc (each program's own flags; one cache, empty at the start) "
        "and its HIP twins with clang through a hipcc stand-in, program by program, the two sides alternating "
        "(`hecbench.py --only NAME -j 1` each). CPU: user + sys of every command a side ran; wall: the sum of the "
        "programs' runs. Goal: pycucc's wall <= the twins'.", "",
        "| side | built | wall (s) | CPU (s) |", "|---|---|---|---|",
        f"| pycucc | {p['built']}/{p['programs']} | {p['wall_s']:.1f} | {p['cpu_s']:.1f} |",
        f"| twins | {t['built']}/{t['programs']} | {t['wall_s']:.1f} | {t['cpu_s']:.1f} |"] + ([
        f"| before ({c['before_name']}) | {c['before']['built']}/{c['before']['programs']} | "
        f"{c['before']['wall_s']:.1f} | {c['before']['cpu_s']:.1f} |"] if "before" in c else []) + [
        "", f"pycucc's wall is {c['wall_ratio']:.2f}x the twins', its CPU {c['cpu_ratio']:.2f}x. On the "
        f"{c['both_built']} programs both build, CPU {c['both_pycucc_cpu_s']:.1f} s (pycucc) against "
        f"{c['both_twins_cpu_s']:.1f} s (twins)." + (
            f" `before`: the checkout named by BENCH_BEFORE, a third side in the same alternation: wall "
            f"{c['before_wall_ratio']:.2f}x, CPU {c['before_cpu_ratio']:.2f}x the twins'." if "before" in c else "")]
    rows = c.get("programs") or []
    if rows:
        lines += ["", "Per program, in the order built (pycucc's first program also makes the cache's toolkit "
                  "folder; a prelude is made by the second use of its flags): CPU (s) and each command's wall "
                  "time (s).", "", "| program | pycucc CPU | twins CPU | ratio | pycucc commands | twins commands |"
                  + (" before CPU |" if "before" in c else ""), "|---|---|---|---|---|---|" + ("---|" if "before" in c else "")]
        for r in rows:
            def cmds(side):
                return ", ".join(f"{os.path.basename(n)} {s:.2f}" for n, s in r[side]["commands"]) + \
                    ("" if r[side]["built"] else " (failed)")
            lines.append(f"| {r['name']} | {r['pycucc']['cpu_s']:.2f} | {r['twins']['cpu_s']:.2f} | "
                         f"{r['pycucc']['cpu_s'] / max(r['twins']['cpu_s'], 0.01):.2f}x | {cmds('pycucc')} | "
                         f"{cmds('twins')} |" + (f" {r['before']['cpu_s']:.2f} |" if "before" in r else ""))
    return lines


if __name__ == "__main__":
    print(json.dumps(measure(), indent=2))
