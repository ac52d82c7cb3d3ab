"""Issue 24: a 100-file CMake project under ninja, with pycucc as CMAKE_CUDA_COMPILER. bench/ writes it into a
temporary folder (100 small .cu files, each a kernel and the host function that launches it, and a main.cu that
calls them all; one target, sm_86), configures it with `cmake -G Ninja`, builds it once (an empty pycucc cache:
the first build), then times
  no-change   `ninja` again with nothing changed (ninja itself decides there is no work to do)
  touched     one .cu touched (its mtime, not its bytes): ninja runs its `pycucc -c` again, which the command memo
              answers (quick.py), and the link, which CMake runs with the clang++ that `pycucc -v` names as the
              host link launcher (CMAKE_CUDA_HOST_LINK_LAUNCHER), not through pycucc
  edited      one .cu edited (another constant): its compile runs for real, the link of the new object too
CPU time is user + sys of ninja and every process it waited for (wait4), best of BENCH_NINJA_REPEAT; wall time
beside it (this machine is shared: wall times drift). With BENCH_BEFORE=<checkout with its own .venv> the same
project is built through that checkout too, alternating with this one. Goal: no-change and touched rebuilds <= 3 s.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FILES = int(os.environ.get("BENCH_NINJA_FILES", "100"))
REPEAT = int(os.environ.get("BENCH_NINJA_REPEAT", "5"))
GOAL_S = 3.0

_KERNEL = """#include <cuda_runtime.h>
__global__ void k{n}(float *x, int count) {{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) x[i] = x[i] * {scale}f + {n}.0f;
}}
void run{n}(float *x, int count) {{ k{n}<<<(count + 255) / 256, 256>>>(x, count); }}
"""


def write_project(folder: str, files: int = FILES) -> None:
    names = [f"k{n:03d}.cu" for n in range(files)]
    for n, name in enumerate(names):
        with open(os.path.join(folder, name), "w") as f:
            f.write(_KERNEL.format(n=n, scale="2.0"))
    calls = "".join(f"    run{n}(x, count);\n" for n in range(files))
    decls = "".join(f"void run{n}(float *, int);\n" for n in range(files))
    with open(os.path.join(folder, "main.cu"), "w") as f:
        f.write("#include <cstdio>\n#include <cuda_runtime.h>\n" + decls +
                "int main() {\n    const int count = 1024;\n    float *x = nullptr;\n"
                "    if (cudaMalloc(&x, count * sizeof(float)) != cudaSuccess) { puts(\"no device\"); return 1; }\n"
                + calls + "    cudaFree(x);\n    return 0;\n}\n")
    with open(os.path.join(folder, "CMakeLists.txt"), "w") as f:
        f.write("cmake_minimum_required(VERSION 3.18)\nproject(generated LANGUAGES CXX CUDA)\n"
                "set(CMAKE_CUDA_ARCHITECTURES 86)\n"
                f"add_executable(generated main.cu {' '.join(names)})\n")


def _run(argv, env, cwd):
    """(CPU seconds of the command and the processes it waited for, wall seconds, stdout)."""
    t = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, cwd=cwd)
    out = p.stdout.read()
    p.stdout.close()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    if status:
        sys.exit(f"bench: command failed ({status}): {' '.join(argv)}\n{out.decode(errors='replace')[-4000:]}")
    return ru.ru_utime + ru.ru_stime, wall, out.decode(errors="replace")


def _versions():
    out = {"now": os.path.join(os.path.dirname(sys.executable), "pycucc")}
    before = os.environ.get("BENCH_BEFORE")
    if before:
        out["before"] = os.path.join(before, ".venv", "bin", "pycucc")
    return out


def measure() -> dict:
    if not shutil.which("cmake") or not shutil.which("ninja"):
        return {"skipped": "cmake or ninja is not installed (make setup installs both)"}
    versions = _versions()
    result = {"files": FILES + 1, "repeat": REPEAT, "goal_s": GOAL_S, "versions": sorted(versions)}
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-ninja-") as tmp:
        builds = {}
        for name, pycucc in versions.items():  # a tree each: touching one's file must not touch the other's
            src = os.path.join(tmp, f"src-{name}")
            os.makedirs(src)
            write_project(src)
            env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            env["PYCUCC_CACHE_DIR"] = os.path.join(tmp, f"cache-{name}")
            b = os.path.join(tmp, f"build-{name}")
            _run(["cmake", "-S", src, "-B", b, "-G", "Ninja", f"-DCMAKE_CUDA_COMPILER={pycucc}"], env, tmp)
            cpu, wall, _ = _run(["ninja", "-C", b], env, tmp)
            result[f"{name}_first_cpu_s"], result[f"{name}_first_wall_s"] = round(cpu, 2), round(wall, 2)
            builds[name] = (b, env, os.path.join(src, f"k{FILES // 2:03d}.cu"))
        times = {f"{n}_{k}": [] for n in versions for k in ("nochange", "touched")}
        for _ in range(REPEAT):
            for name, (b, env, touched) in builds.items():  # alternating, so a busy minute hits both
                cpu, wall, out = _run(["ninja", "-C", b], env, tmp)
                if "no work to do" not in out:
                    sys.exit(f"bench: a no-change ninja run did work:\n{out[-2000:]}")
                times[f"{name}_nochange"].append((cpu, wall))
                os.utime(touched)
                cpu, wall, out = _run(["ninja", "-C", b], env, tmp)
                times[f"{name}_touched"].append((cpu, wall))
        for k, v in times.items():
            result[f"{k}_cpu_s"] = round(min(c for c, _ in v), 3)
            result[f"{k}_wall_s"] = round(min(w for _, w in v), 3)
        for name, (b, env, touched) in builds.items():
            with open(touched) as f:
                text = f.read()
            with open(touched, "w") as f:
                f.write(text.replace("2.0f", "3.0f"))
            cpu, wall, _ = _run(["ninja", "-C", b], env, tmp)
            result[f"{name}_edited_cpu_s"], result[f"{name}_edited_wall_s"] = round(cpu, 3), round(wall, 3)
    for name in versions:
        print(f"ninja {FILES + 1} files {name}: first {result[name + '_first_wall_s']:.1f}s, no-change "
              f"{result[name + '_nochange_wall_s']:.3f}s, touched {result[name + '_touched_wall_s']:.3f}s "
              f"(CPU {result[name + '_touched_cpu_s']:.3f}s), edited {result[name + '_edited_wall_s']:.2f}s",
              flush=True)
    return result


def readme_lines(r: dict) -> list:
    lines = ["", "## A 100-file CMake project under ninja (issue 24)", ""]
    if r.get("skipped"):
        return lines + [f"Skipped: {r['skipped']}."]
    names = r["versions"][::-1] if "before" in r["versions"] else r["versions"]
    lines += [f"bench/ninja.py: a generated project of {r['files']} .cu files (one kernel each, and main.cu), "
              "`cmake -G Ninja -DCMAKE_CUDA_COMPILER=pycucc`, one target. First: the first build on an empty "
              "cache. No-change: `ninja` again. Touched: one .cu's mtime changed (its `pycucc -c`, answered from "
              "the command memo, and the link, which CMake runs with clang++ itself, run again). Edited: one .cu changed (a real compile, then the link). "
              f"CPU: user + sys of ninja and all it ran, best of {r['repeat']}; wall beside it. "
              + ("`before`: the checkout named by BENCH_BEFORE, run alternately with this one. " if "before" in names
                 else "") + f"Goal: a no-change or touched rebuild <= {r['goal_s']:.0f} s.", "",
              "| version | first build (s) | no-change: CPU / wall (s) | touched: CPU / wall (s) | "
              "edited: CPU / wall (s) |", "|---|---|---|---|---|"]
    for n in names:
        lines.append(f"| {n} | {r[n + '_first_wall_s']:.1f} | {r[n + '_nochange_cpu_s']:.3f} / "
                     f"{r[n + '_nochange_wall_s']:.3f} | {r[n + '_touched_cpu_s']:.3f} / {r[n + '_touched_wall_s']:.3f} "
                     f"| {r[n + '_edited_cpu_s']:.2f} / {r[n + '_edited_wall_s']:.2f} |")
    return lines


if __name__ == "__main__":
    import json
    print(json.dumps(measure(), indent=2))
