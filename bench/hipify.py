"""`pycucc translate` and `python -m pycucc.hipify clang` as hipify-clang stand-ins: what one file and a tree cost,
side by side with AMD's hipify-perl where it can be had (issue 11).

    python bench/hipify.py            # prints the numbers (bench/run.py records them)

* one file: CPU seconds (user + system, the child processes included: pycucc parses in a forked child) of one
  command on testdata/samples/reduce_shared.cu, median of BENCH_HIPIFY_REPEAT runs;
* trees: `pycucc translate DIR -o OUT` on testdata/translate (the golden files, light includes) and, where the
  development corpus is there (shared/corpus/hecbench beside or above the checkout, or BENCH_CORPUS), on the CUDA
  sources of its first 60 programs (real code: <chrono>, <random>, <iostream> and project headers), each twice:
  the first run with an empty cache for shared precompiled preambles (it makes them), the second with them; CPU
  and wall per file;
* hipify-perl (AMD's, one perl script): `$HIPIFY_PERL`, else Debian 13's package `hipify-perl` (installed on
  Debian 13; elsewhere downloaded once into the test-data cache and unpacked there by tools/rocm_libs.py, nothing
  on the system changes), else one on PATH that is AMD's (pycucc's toolkit folder has a `hipify-perl` of its own,
  which runs pycucc). It takes 1-10 s per file, so on a tree it is timed on a fixed subset, every k-th .cu file
  in path order (BENCH_PERL_FILES of them, 8), in one `-no-output` invocation, and pycucc's hipify-clang front
  end on the same files in one invocation beside it; on one file with `-o`, median of BENCH_PERL_REPEAT (3).
  When none can be had, the issue's figure (0.085 s per file) is reported, labelled as such.
"""
from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REPEAT = int(os.environ.get("BENCH_HIPIFY_REPEAT", "7"))
ONE_FILE = os.path.join(ROOT, "testdata", "samples", "reduce_shared.cu")
GOLDEN = os.path.join(ROOT, "testdata", "translate")
CORPUS = os.environ.get("BENCH_CORPUS") or next(
    (c for c in (os.path.join(up, "shared", "corpus", "hecbench", "src")
                 for up in (ROOT, os.path.dirname(ROOT), os.path.dirname(os.path.dirname(ROOT)))) if os.path.isdir(c)),
    "")
PERL_FILES = int(os.environ.get("BENCH_PERL_FILES", "8"))
PERL_REPEAT = int(os.environ.get("BENCH_PERL_REPEAT", "3"))
ISSUE_PERL_S = 0.085  # issue 11's measurement of hipify-perl on one file (CPU s), used when it cannot be run here
GOAL_ONE_S = 0.15


def _cpu(argv, env, cwd=None):
    """(CPU seconds of the command and its children, wall seconds, return code)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.run(argv, capture_output=True, env=env, cwd=cwd)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, p.returncode


def _median_cpu(argv, env, repeat=REPEAT):
    runs = [_cpu(argv, env) for _ in range(repeat)]
    return round(statistics.median(r[0] for r in runs), 4), round(statistics.median(r[1] for r in runs), 4)


def _is_amds(script: str) -> bool:
    try:
        with open(script, "rb") as f:
            head = f.read(400)
    except OSError:
        return False
    return head.startswith(b"#!") and b"perl" in head.split(b"\n", 1)[0] and b"pycucc" not in head


def _perl_version(script: str) -> str:
    """What `hipify-perl -version` says it supports ("HIP version 6.0.0"), or ""."""
    p = subprocess.run(["perl", script, "-version"], capture_output=True, text=True)
    return (p.stderr.strip() or p.stdout.strip()).splitlines()[-1] if p.returncode == 0 and (p.stderr or p.stdout) \
        else ""


def _hipify_perl():
    """(path, what it is: package version, where it came from) of AMD's hipify-perl, or (None, why not)."""
    if not shutil.which("perl"):
        return None, "perl is not installed"
    env = os.environ.get("HIPIFY_PERL")
    if env and os.path.isfile(env):
        return env, f"$HIPIFY_PERL ({env})"
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import rocm_libs
    try:
        path, what = rocm_libs.trixie_package_file("hipify-perl", "usr/bin/hipify-perl")
        return str(path), f"hipify-perl {what}"
    except rocm_libs.Unavailable as e:
        why = str(e)
    found = shutil.which("hipify-perl")
    if found and _is_amds(found):
        return found, f"hipify-perl on PATH ({found})"
    return None, f"not installed and not fetchable ({why})"


def _perl_subset(folder: str):
    """The .cu files hipify-perl is timed on: every k-th in path order, PERL_FILES of them (relative paths)."""
    files = sorted(os.path.relpath(os.path.join(d, f), folder) for d, _, fs in os.walk(folder) for f in fs
                   if f.endswith(".cu"))
    step = max(1, len(files) // PERL_FILES)
    return files[::step][:PERL_FILES]


def _corpus_tree(dst) -> int:
    """The .cu/.cuh/.h files (under 200 KB) of the corpus's first 60 CUDA programs, copied to `dst`."""
    names = sorted(d for d in os.listdir(CORPUS) if d.endswith("-cuda"))[:60]
    n = 0
    for d in names:
        for dirpath, _, files in os.walk(os.path.join(CORPUS, d)):
            if os.path.relpath(dirpath, os.path.join(CORPUS, d)).count(os.sep) > 1:
                continue
            for f in files:
                src = os.path.join(dirpath, f)
                if f.endswith((".cu", ".cuh", ".h")) and os.path.getsize(src) < 200_000:
                    out = os.path.join(dst, os.path.relpath(src, CORPUS))
                    os.makedirs(os.path.dirname(out), exist_ok=True)
                    shutil.copyfile(src, out)
                    n += 1
    return n


def _tree(label, tree, env, tmp, files):
    pycucc = [sys.executable, "-m", "pycucc"]
    runs = []
    for k in range(2):
        out = os.path.join(tmp, f"out-{label}-{k}")
        cpu, wall, _ = _cpu(pycucc + ["translate", tree, "-o", out], env)
        runs.append((cpu, wall))
    (c1, w1), (c2, w2) = runs
    return {"tree": label, "files": files, "cpu_per_file_first": round(c1 / files, 4),
            "wall_per_file_first": round(w1 / files, 4), "cpu_per_file": round(c2 / files, 4),
            "wall_per_file": round(w2 / files, 4)}


def measure() -> dict:
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-hipify-") as tmp:
        env = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled modules (the warm-up run writes them)
        py = sys.executable
        out = os.path.join(tmp, "one.hip")
        subprocess.run([py, "-m", "pycucc", "translate", ONE_FILE, "-o", out], capture_output=True, env=env)  # PCH
        one = {"file": os.path.relpath(ONE_FILE, ROOT)}
        one["translate_cpu_s"], one["translate_wall_s"] = _median_cpu(
            [py, "-m", "pycucc", "translate", ONE_FILE, "-o", out], env)
        one["hipify_clang_cpu_s"], one["hipify_clang_wall_s"] = _median_cpu(
            [py, "-m", "pycucc.hipify", "clang", ONE_FILE, f"-o={out}"], env)
        trees = []
        golden = os.path.join(tmp, "golden")
        shutil.copytree(GOLDEN, golden)
        trees.append(_tree("testdata/translate", golden, dict(env, PYCUCC_CACHE_DIR=os.path.join(tmp, "c1")), tmp,
                           len(os.listdir(golden))))
        if CORPUS and os.path.isdir(CORPUS):
            corpus = os.path.join(tmp, "corpus")
            n = _corpus_tree(corpus)
            e = dict(env, PYCUCC_CACHE_DIR=os.path.join(tmp, "c2"))
            subprocess.run([py, "-m", "pycucc", "translate", ONE_FILE, "-o", out], capture_output=True, env=e)
            trees.append(_tree("hecbench (60 programs)", corpus, e, tmp, n))
        perl, where = _hipify_perl()
        baseline = {"source": where}
        if perl:
            version = _perl_version(perl)
            if version:
                baseline["source"] += f"; it says it supports {version}"
            baseline["one_cpu_s"], baseline["one_wall_s"] = _median_cpu(
                ["perl", perl, ONE_FILE, f"-o={os.path.join(tmp, 'perl-one.hip')}"], env, PERL_REPEAT)
            for t in trees:
                folder = golden if t["tree"] == "testdata/translate" else os.path.join(tmp, "corpus")
                subset = _perl_subset(folder)
                t["perl_files"] = subset
                cpu, wall, _ = _cpu(["perl", perl, "-no-output", *subset], env, cwd=folder)
                t["perl_cpu_per_file"] = round(cpu / len(subset), 4)
                t["perl_wall_per_file"] = round(wall / len(subset), 4)
                cache = os.path.join(tmp, "c1" if t["tree"] == "testdata/translate" else "c2")
                cpu, wall, _ = _cpu([py, "-m", "pycucc.hipify", "clang", *subset],
                                    dict(env, PYCUCC_CACHE_DIR=cache), cwd=folder)
                t["subset_cpu_per_file"] = round(cpu / len(subset), 4)
                t["subset_wall_per_file"] = round(wall / len(subset), 4)
        else:
            baseline["one_cpu_s"] = ISSUE_PERL_S
            baseline["source"] += f"; issue 11's figure ({ISSUE_PERL_S} s per file) is used"
    return {"one_file": one, "trees": trees, "hipify_perl": baseline, "goal_one_cpu_s": GOAL_ONE_S}


def main() -> int:
    r = measure()
    o, p = r["one_file"], r["hipify_perl"]
    print(f"one file ({o['file']}): pycucc translate {o['translate_cpu_s']:.3f} s CPU, python -m pycucc.hipify clang "
          f"{o['hipify_clang_cpu_s']:.3f} s CPU (goal < {GOAL_ONE_S} s); hipify-perl {p['one_cpu_s']:.3f} s "
          f"({p['source']})")
    for t in r["trees"]:
        perl = (f"; on {len(t['perl_files'])} of its .cu files: hipify-perl {t['perl_cpu_per_file']:.3f} s, pycucc "
                f"{t['subset_cpu_per_file']:.3f} s CPU per file" if "perl_cpu_per_file" in t else "")
        print(f"tree {t['tree']} ({t['files']} files): {t['cpu_per_file']:.3f} s CPU / {t['wall_per_file']:.3f} s wall "
              f"per file (first run {t['cpu_per_file_first']:.3f} / {t['wall_per_file_first']:.3f}){perl}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
