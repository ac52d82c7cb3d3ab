"""`make bench`: what a build through pycucc costs against compiling hand-written HIP with clang directly.

Measured in one run on the same machine, as ratios, so a slower or busier machine does not change the verdict:
  cold      pycucc (translate + per-target device compiles + validation + bundle), cache disabled
  baseline  clang++ -x hip on the hand-written twin in testdata/samples/hip/, the way a HIP user builds a multi-arch
            code object (one clang invocation, all --offload-arch flags, clang's own bundler)
  warm      pycucc again on unchanged input, cache filled
  first     pycucc on an empty cache folder: what the very first build on a machine (or with a new set of flags)
            costs, including the bitcode overlay and the precompiled HIP prelude per target
  ptx       a 5,000-line PTX module lowered to HIP (bench/ptx.py; issue 14: under 1 s before clang)
  targets   the llvmlite backend against clang-19 on gfx1152, which both build (bench/targets.py; issue 13: cold
            <= 1.5 x clang-19), and the code each makes
  warp      32-lane warps on gfx942 against the whole wave (--warp-size=64) on the corpus's warp programs:
            instructions, VGPRs, identical kernels (bench/warp.py; issue 22: <= 1.10x)
  hipify    `pycucc translate` / `python -m pycucc.hipify clang` on one file and on trees, beside AMD's
            hipify-perl (Debian 13's package; bench/hipify.py; issue 11: one file under 0.15 s of CPU, a tree 2x
            faster per file than hipify-perl)
Goals (issue 2): cold <= 1.15 x baseline, warm <= 0.05 x cold. Results: bench/results.json and bench/README.md.
  hits      a warm hit's CPU time and peak RSS, a cold build's peak RSS (bench/hits.py; issue 24: a hit <= 30 ms
            of CPU, under 60 MB)
  ninja     a generated 100-file CMake project under ninja: first build, no-change, one-file-touched and
            one-file-edited rebuilds (bench/ninja.py; issue 24: a no-change rebuild <= 3 s)
  first     the first build on an empty cache for one target, CPU and wall against the twin's clang command
            (bench/first.py; issue 24: <= 1.5x clang's CPU)
  corpus    optional, not in the full run: HeCBench from ../shared/corpus with pycucc against its HIP twins with
            clang, wall and CPU of each side (bench/corpus.py; issue 24: pycucc's wall <= the twins')
`python bench/run.py --only hipify` (or `--only warp`, `--only hits`, `--only ninja`, `--only project`, `--only first`, `--only corpus`) measures that
section alone and keeps the others' last results; `--only samples` the per-sample table and its summary.
"""
from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAMPLES = os.path.join(ROOT, "testdata", "samples")
TARGET_SETS = {"1 target": ["gfx1100"], "4 targets": ["gfx1030", "gfx1100", "gfx1201", "gfx942"]}
REPEAT = int(os.environ.get("BENCH_REPEAT", "3"))
GOAL_COLD, GOAL_WARM = 1.15, 0.05


def best(fn, repeat=REPEAT):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def run(argv, env=None):
    p = subprocess.run(argv, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"bench: command failed ({p.returncode}): {' '.join(argv)}\n{p.stderr}")


def main() -> int:
    if sys.argv[1:] == ["--only", "hipify"]:
        return only_hipify()
    if sys.argv[1:] == ["--only", "warp"]:
        return only_section("warp")
    if sys.argv[1:] == ["--only", "hits"]:
        return only_section("hits")
    if sys.argv[1:] == ["--only", "ninja"]:
        return only_section("ninja")
    if sys.argv[1:] == ["--only", "first"]:
        return only_section("first")
    if sys.argv[1:] == ["--only", "corpus"]:
        return only_section("corpus")
    if sys.argv[1:] == ["--only", "project"]:
        return only_project()
    if sys.argv[1:] == ["--only", "samples"]:
        return only_samples()
    sys.path.insert(0, ROOT)
    from pycucc.bitcode import ensure_overlay
    from pycucc.toolchain import toolchain
    tc = toolchain()
    pycucc = [sys.executable, "-m", "pycucc"]
    rows = []
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-") as tmp:
        env = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"))
        os.environ["PYCUCC_CACHE_DIR"] = env["PYCUCC_CACHE_DIR"]
        overlay = ensure_overlay(tc, env["PYCUCC_CACHE_DIR"])  # one-time set-up, shared by both sides
        rows = measure_samples(tc, overlay, tmp, env, pycucc)
        project = bench_project(tc, overlay, tmp)
        sys.path.insert(0, HERE)
        import translate as translate_bench
        translation = translate_bench.measure()
        print(f"translate {translation['lines']} lines: make_hip {translation['make_hip_s']:.3f}s "
              f"({translation['lines_per_s']:,} lines/s), pycucc translate {translation['cli_s']:.3f}s", flush=True)
        import ptx as ptx_bench
        ptx_lowering = ptx_bench.measure()
        print(f"PTX {ptx_lowering['lines']} lines: lowering {ptx_lowering['lower_s']:.3f}s "
              f"({ptx_lowering['lines_per_s']:,} lines/s), pycucc --emit hip {ptx_lowering['cli_s']:.3f}s", flush=True)
        import targets as targets_bench  # issue 13: the llvmlite backend against clang-19
        backends = targets_bench.measure()
        import hipify as hipify_bench
        hipify = hipify_bench.measure()
        import warp as warp_bench  # issue 22: 32-lane warps on gfx942 against the whole wave, on the corpus
        warp = warp_bench.measure()
        import hits as hits_bench  # issue 24: a warm hit's CPU time and memory, a cold build's memory
        hits = hits_bench.measure()
        import ninja as ninja_bench  # issue 24: a 100-file CMake project under ninja
        ninja = ninja_bench.measure()
        import first as first_bench  # issue 24: the first build on an empty cache, CPU against clang's
        first_build = first_bench.measure()
    summary = summarize(rows)
    result = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                          "clang": tc.clang_version, "hip": ".".join(map(str, tc.hip_version))},
              "repeat": REPEAT, "goals": {"cold_ratio": GOAL_COLD, "warm_ratio": GOAL_WARM},
              "summary": summary, "rows": rows, "samples_date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "project": project, "translation": translation,
              "ptx": ptx_lowering, "targets": backends, "hipify": hipify, "warp": warp, "hits": hits,
              "ninja": ninja, "first": first_build}
    with open(os.path.join(HERE, "results.json"), "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
        f.write("\n")
    write_readme(result)
    ok = all(summary[l]["cold_ratio_geomean"] <= GOAL_COLD and summary[l]["warm_ratio_geomean"] <= GOAL_WARM
             for l in TARGET_SETS) and project["cold_ratio"] <= GOAL_COLD and \
        backends["summary"]["cold_ratio_geomean"] <= backends["goal_cold_ratio"]
    print(json.dumps(summary, indent=2))
    print("goals met" if ok else "goals NOT met")
    return 0


def measure_samples(tc, overlay: str, tmp: str, env: dict, pycucc: list) -> list:
    """The per-sample rows: clang's one command for the twin, pycucc cold, first and warm, for each target set."""
    rows = []
    samples = sorted(f[:-3] for f in os.listdir(SAMPLES) if f.endswith(".cu")
                     and os.path.exists(os.path.join(SAMPLES, "hip", f[:-3] + ".hip")))
    for label, targets in TARGET_SETS.items():
        for stem in samples:
            cu = os.path.join(SAMPLES, stem + ".cu")
            hip = os.path.join(SAMPLES, "hip", stem + ".hip")
            out = os.path.join(tmp, f"{stem}.hsaco")
            arch = "--offload-arch=" + ",".join(targets)
            cold = best(lambda: run(pycucc + [cu, "-o", out, arch, "--no-cache"], env))
            fresh = {"n": 0}

            def first_build():
                fresh["n"] += 1
                e = dict(env, PYCUCC_CACHE_DIR=os.path.join(tmp, f"fresh-{stem}-{len(targets)}-{fresh['n']}"))
                run(pycucc + [cu, "-o", out, arch], e)
            first = best(first_build)
            base_argv = [tc.clang, "-x", "hip", "--cuda-device-only", "-O3", "-std=c++17",
                         f"--rocm-path={tc.hip_root}", f"--rocm-device-lib-path={overlay}",
                         "-mcode-object-version=5", "-Wno-unused-result", hip, "-o", out + ".ref"]
            base_argv[4:4] = [f"--offload-arch={t}" for t in targets]
            if len(targets) == 1:
                base_argv.insert(4, "--no-gpu-bundle-output")
            baseline = best(lambda: run(base_argv))
            run(pycucc + [cu, "-o", out, arch], env)  # fill the cache
            warm = best(lambda: run(pycucc + [cu, "-o", out, arch], env), repeat=max(REPEAT, 5))
            rows.append({"targets": label, "sample": stem, "baseline_s": round(baseline, 3),
                         "cold_s": round(cold, 3), "warm_s": round(warm, 3), "first_s": round(first, 3),
                         "first_ratio": round(first / baseline, 3),
                         "cold_ratio": round(cold / baseline, 3), "warm_ratio": round(warm / cold, 4)})
            print(f"{label:9} {stem:14} clang {baseline:6.2f}s  pycucc cold {cold:6.2f}s "
                  f"({cold / baseline:4.2f}x)  warm {warm:5.3f}s ({warm / cold:5.3f}x)  first {first:5.2f}s "
                  f"({first / baseline:4.2f}x)", flush=True)
    return rows


def summarize(rows: list) -> dict:
    summary = {}
    for label in TARGET_SETS:
        sel = [r for r in rows if r["targets"] == label]
        summary[label] = {
            "cold_ratio_geomean": round(statistics.geometric_mean(r["cold_ratio"] for r in sel), 3),
            "warm_ratio_geomean": round(statistics.geometric_mean(r["warm_ratio"] for r in sel), 4),
            "first_ratio_geomean": round(statistics.geometric_mean(r["first_ratio"] for r in sel), 3),
            "warm_s_median": round(statistics.median(r["warm_s"] for r in sel), 3),
        }
    return summary


def only_samples() -> int:
    """The per-sample rows and their summary measured again (`--only samples`)."""
    sys.path.insert(0, ROOT)
    from pycucc.bitcode import ensure_overlay
    from pycucc.toolchain import toolchain
    tc = toolchain()
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-") as tmp:
        env = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"))
        os.environ["PYCUCC_CACHE_DIR"] = env["PYCUCC_CACHE_DIR"]
        overlay = ensure_overlay(tc, env["PYCUCC_CACHE_DIR"])
        rows = measure_samples(tc, overlay, tmp, env, [sys.executable, "-m", "pycucc"])
    path = os.path.join(HERE, "results.json")
    with open(path) as f:
        result = json.load(f)
    result["rows"], result["summary"], result["repeat"] = rows, summarize(rows), REPEAT
    result["samples_date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    with open(path, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
        f.write("\n")
    write_readme(result)
    print(json.dumps(result["summary"], indent=2))
    return 0


def _merge_section(name: str, measured: dict, shown: object) -> int:
    """One section measured again, merged into the last full run's results (results.json) and README.md."""
    path = os.path.join(HERE, "results.json")
    with open(path) as f:
        result = json.load(f)
    result[name] = measured
    with open(path, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
        f.write("\n")
    write_readme(result)
    print(json.dumps(shown, indent=2))
    return 0


def only_hipify() -> int:
    """The hipify section measured again."""
    sys.path.insert(0, HERE)
    import hipify as hipify_bench
    measured = hipify_bench.measure()
    return _merge_section("hipify", measured, measured)


def only_section(name: str) -> int:
    """One section (bench/<name>.py's measure()) measured again."""
    sys.path.insert(0, HERE)
    sys.path.insert(0, ROOT)
    measured = __import__(name).measure()
    return _merge_section(name, measured, measured.get("summary", measured))


def only_project() -> int:
    """The stencil project measured again (bench_project)."""
    sys.path.insert(0, ROOT)
    from pycucc.bitcode import ensure_overlay
    from pycucc.toolchain import toolchain
    tc = toolchain()
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-") as tmp:
        os.environ["PYCUCC_CACHE_DIR"] = os.path.join(tmp, "cache")
        measured = bench_project(tc, ensure_overlay(tc, os.environ["PYCUCC_CACHE_DIR"]), tmp)
    return _merge_section("project", measured, measured)


def _children_cpu() -> float:
    import resource
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def bench_project(tc, overlay, tmp) -> dict:
    """Issue 4: a multi-file project (testdata/projects/stencil) built the nvcc way through pycucc (-c per .cu,
    then link), against its hand-written HIP twin built with clang-19 directly (-c per file, then --hip-link);
    one target, same run. Also a no-change rebuild, which must hit the cache."""
    proj = os.path.join(ROOT, "testdata", "projects", "stencil")
    pycucc = [sys.executable, "-m", "pycucc"]
    env = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "project-cache"))
    arch = "--offload-arch=gfx1030"
    out = os.path.join(tmp, "proj")
    os.makedirs(out, exist_ok=True)

    def via_pycucc(extra=()):
        objs = []
        for src in ("main.cu", "stencil_kernels.cu"):
            obj = os.path.join(out, src + ".o")
            run(pycucc + ["-c", os.path.join(proj, src), "-o", obj, arch, "-O2", *extra], env)
            objs.append(obj)
        run(pycucc + [*objs, "-o", os.path.join(out, "app"), arch], env)

    def via_clang():
        objs = []
        for src in ("main.hip", "stencil_kernels.hip"):
            obj = os.path.join(out, src + ".ref.o")
            run([tc.clang, "-x", "hip", "-c", os.path.join(proj, "hip", src), "-o", obj, arch, "-O2",
                 "-std=c++17", f"--rocm-path={tc.hip_root}", f"--rocm-device-lib-path={overlay}",
                 "-mcode-object-version=5", "-Wno-unused-result"])
            objs.append(obj)
        run([tc.clang, "--hip-link", f"--rocm-path={tc.hip_root}", *objs, "-o", os.path.join(out, "ref")])

    baseline = best(via_clang)
    cold = best(lambda: via_pycucc(["--no-cache"]))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the rebuilds as installed: compiled modules (bench/hits.py)
    via_pycucc()
    via_pycucc()  # the link's memo is written by a link of objects that were answered from the cache
    # the no-change rebuild: wall time (best of), and CPU time of its three commands (user + sys, best of)
    walls, cpus = [], []
    for _ in range(max(REPEAT, 5)):
        c, t = _children_cpu(), time.perf_counter()
        via_pycucc()
        walls.append(time.perf_counter() - t)
        cpus.append(_children_cpu() - c)
    warm, warm_cpu = min(walls), min(cpus)
    row = {"project": "stencil", "baseline_s": round(baseline, 3), "cold_s": round(cold, 3),
           "warm_s": round(warm, 3), "warm_cpu_s": round(warm_cpu, 3), "cold_ratio": round(cold / baseline, 3),
           "warm_ratio": round(warm / cold, 4)}
    print(f"project   stencil        clang {baseline:6.2f}s  pycucc cold {cold:6.2f}s ({cold / baseline:4.2f}x)  "
          f"rebuild {warm:5.3f}s ({warm / cold:5.3f}x, CPU {warm_cpu:5.3f}s)", flush=True)
    return row


def write_readme(result) -> None:
    lines = ["# Benchmarks", "", "Written by `make bench` (bench/run.py); do not edit the table by hand.", "",
             f"Machine: {result['machine']['cpus']} CPUs, {result['machine']['clang']}, HIP "
             f"{result['machine']['hip']}, Python {result['machine']['python']}; best of {result['repeat']} runs.",
             "", "Baseline: the hand-written HIP twin (testdata/samples/hip/) compiled by one clang invocation with "
             "every `--offload-arch`, as a HIP user builds a code object. Cold: pycucc with `--no-cache` "
             "(translate, one clang per target in parallel from its precompiled HIP prelude, validate, bundle). Warm: "
             "pycucc again, unchanged input. First: pycucc on an empty cache folder, so it also probes the "
             "toolchain and makes the bitcode overlay's modules for its targets (the package's parsed rules are "
             "there, as `make setup` leaves them; the precompiled parse declarations and HIP preludes are made by a "
             "second use of their flags) - what the first build on a machine, or the first with a new set of flags, "
             "costs; bench/first.py's section below measures it in CPU time too.",
             "", f"Goals: cold <= {result['goals']['cold_ratio']}x baseline, warm <= "
             f"{result['goals']['warm_ratio']}x cold.", "", "## Summary (geometric mean over samples)"
             + (f", measured {result['samples_date']}" if result.get("samples_date") else ""), "",
             "| targets | cold / clang | warm / cold | warm (median) | first build / clang |", "|---|---|---|---|---|"]
    for label, s in result["summary"].items():
        lines.append(f"| {label} | {s['cold_ratio_geomean']:.2f}x | {s['warm_ratio_geomean']:.3f}x | "
                     f"{s['warm_s_median']:.3f} s | {s['first_ratio_geomean']:.2f}x |")
    lines += ["", "## Per sample", "", "| targets | sample | clang (s) | pycucc cold (s) | ratio | warm (s) | "
              "warm/cold | first (s) | first/clang |", "|---|---|---|---|---|---|---|---|---|"]
    for r in result["rows"]:
        lines.append(f"| {r['targets']} | {r['sample']} | {r['baseline_s']:.2f} | {r['cold_s']:.2f} | "
                     f"{r['cold_ratio']:.2f}x | {r['warm_s']:.3f} | {r['warm_ratio']:.3f}x | {r['first_s']:.2f} | "
                     f"{r['first_ratio']:.2f}x |")
    p = result.get("project")
    if p:
        lines += ["", "## Multi-file project, nvcc-style (issue 4)", "",
                  "testdata/projects/stencil: `pycucc -c` per .cu then link, against its hand-written HIP twin "
                  "(hip/) built with clang -c per file then --hip-link; one target (gfx1030). The no-change rebuild "
                  "runs the same three commands again (both `-c` and the link answered from the command memo); its "
                  "CPU time is user + sys of the three, best of the runs. Goal (issue 24): rebuild <= 0.15 s.", "",
                  "| clang (s) | pycucc cold (s) | ratio | no-change rebuild (s) | rebuild CPU (s) | rebuild/cold |",
                  "|---|---|---|---|---|---|",
                  f"| {p['baseline_s']:.2f} | {p['cold_s']:.2f} | {p['cold_ratio']:.2f}x | {p['warm_s']:.3f} | "
                  + (f"{p['warm_cpu_s']:.3f}" if "warm_cpu_s" in p else "") + f" | {p['warm_ratio']:.3f}x |"]
    t = result.get("translation")
    if t:
        lines += ["", "## Translation speed (issue 3)", "",
                  f"A generated, realistic {t['lines']}-line CUDA file (bench/translate.py), {t['conversions']} "
                  "conversions. Goal: under 1 s end to end.", "",
                  "| make_hip (in process) | lines/s | `pycucc translate` (command line) |", "|---|---|---|",
                  f"| {t['make_hip_s']:.3f} s | {t['lines_per_s']:,} | {t['cli_s']:.3f} s |"]
    x = result.get("ptx")
    if x:
        lines += ["", "## PTX lowering speed (issue 14)", "",
                  f"A {x['lines']}-line PTX module ({x['kernels']} kernels: nvcc's PTX of the samples in testdata/ptx/, "
                  "repeated with renamed symbols; bench/ptx.py) lowered to HIP, before clang. Goal: under 1 s.", "",
                  "| lowering (in process) | lines/s | `pycucc k.ptx --emit hip` (command line) |", "|---|---|---|",
                  f"| {x['lower_s']:.3f} s | {x['lines_per_s']:,} | {x['cli_s']:.3f} s |"]
    if result.get("targets"):
        sys.path.insert(0, HERE)
        import targets as targets_bench
        lines += targets_bench.readme_lines(result["targets"])
    if result.get("warp"):
        sys.path.insert(0, HERE)
        import warp as warp_bench
        lines += warp_bench.readme_lines(result["warp"])
    h = result.get("hipify")
    if h:
        o, p = h["one_file"], h["hipify_perl"]
        lines += ["", "## hipify-clang stand-in: one file and trees (issue 11)", "",
                  "CPU seconds are user + system of the command and its children (pycucc parses in a forked child); "
                  "per file = the whole tree's run divided by its files. A tree is translated twice: the first run "
                  "also makes the shared precompiled preambles of the C++ library headers its files include "
                  f"(bench/hipify.py). hipify-perl: {p['source']}. Goals: one file under "
                  f"{h['goal_one_cpu_s']} s of CPU; a tree at least 2x faster per file than hipify-perl.", "",
                  "| one file | CPU (s) | wall (s) |", "|---|---|---|",
                  f"| `pycucc translate {o['file']}` | {o['translate_cpu_s']:.3f} | {o['translate_wall_s']:.3f} |",
                  f"| `python -m pycucc.hipify clang {o['file']}` | {o['hipify_clang_cpu_s']:.3f} | "
                  f"{o['hipify_clang_wall_s']:.3f} |",
                  f"| hipify-perl | {p['one_cpu_s']:.3f} | {p.get('one_wall_s', float('nan')):.3f} |", "",
                  "| tree | files | CPU / file | wall / file | first run: CPU / wall per file | subset | "
                  "hipify-perl CPU / file (subset) | pycucc CPU / file (subset) |",
                  "|---|---|---|---|---|---|---|---|"]
        subsets = []
        for t in h["trees"]:
            if "perl_cpu_per_file" in t:
                perl = f"{t['perl_cpu_per_file']:.3f}"
                mine = f"{t['subset_cpu_per_file']:.3f}"
                subset = f"{len(t['perl_files'])} .cu"
                subsets.append(f"{t['tree']}: {', '.join(t['perl_files'])}")
            else:
                perl, mine, subset = f"({p['one_cpu_s']:.3f}, issue)", "", ""
            lines.append(f"| {t['tree']} | {t['files']} | {t['cpu_per_file']:.3f} | {t['wall_per_file']:.3f} | "
                         f"{t['cpu_per_file_first']:.3f} / {t['wall_per_file_first']:.3f} | {subset} | {perl} | "
                         f"{mine} |")
        if subsets:
            lines += ["", "hipify-perl takes seconds per file, so on a tree it is timed on a fixed subset, every k-th "
                      ".cu file in path order, in one `hipify-perl -no-output FILES` run; pycucc's column beside it "
                      "is `python -m pycucc.hipify clang FILES` on the same files in one run (shared preambles "
                      "already made by the tree runs). The subsets: " + "; ".join(subsets) + "."]
    if result.get("hits"):
        sys.path.insert(0, HERE)
        import hits as hits_bench
        lines += hits_bench.readme_lines(result["hits"])
    if result.get("ninja"):
        sys.path.insert(0, HERE)
        import ninja as ninja_bench
        lines += ninja_bench.readme_lines(result["ninja"])
    if result.get("first"):
        sys.path.insert(0, HERE)
        import first as first_bench
        lines += first_bench.readme_lines(result["first"])
    if result.get("corpus"):
        sys.path.insert(0, HERE)
        import corpus as corpus_bench
        lines += corpus_bench.readme_lines(result["corpus"])
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
