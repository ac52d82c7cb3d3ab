"""A mutation fuzzer for pycucc's command line: mutants of the project's own CUDA test files (and hostile inputs
made from scratch) go through `pycucc translate`, `--emit hip`, the code-object build and `-c`, each in its own
process, and every run is held to what pycucc promises for bad input:

  * no traceback and no internal error; exit status 0, 1 or 2 only; no signal; no hang (a deadline per run);
  * no stale or partial output: the output path holds a marker before the run; after a failure it is gone, after
    a success it holds a complete result (a code object that parses, a non-empty translation);
  * every failure says where and what: a `file[:line[:col]]: error: ... [PCCnnnn]` line.

  python3 tools/fuzz.py --count 2000 --seed 1 -j 2        (`make fuzz`)

The test suite runs a small, fixed-seed budget of it (tests/test_fuzz.py). Prints one line per finding and a
summary; exit status 1 when anything broke a promise.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent
SEEDS = sorted((ROOT / "testdata" / "samples").glob("*.cu")) + sorted((ROOT / "testdata" / "translate").glob("*.cu"))
MARKER = b"stale output of an earlier run\n"
LOCATED = re.compile(r"^(?:\S.*?)(?::\d+(?::\d+)?)?: (?:error|fatal error): .*\[PCC\d{4}[],]", re.M)
CUDA_NAMES = ("cudaMalloc", "cudaFree", "cudaMemcpy", "cudaEventCreate", "cudaStreamCreate", "cudaDeviceSynchronize",
              "cudaMemcpyToSymbol", "cudaLaunchKernel", "cudaGraphInstantiate", "cuModuleLoad", "cuLaunchKernel",
              "cudaFrobnicate", "__shfl_down_sync", "__ballot_sync", "atomicAdd", "warpSize", "cudaTextureObject_t",
              "curand_init", "cublasSgemm", "CUDA_R_32F", "cudaDevAttrWarpSize", "__syncwarp", "cudaMallocAsync")
BRACKETS = "(){}[]<>"


# ---------------------------------------------------------------------------------------------- mutators
def _tokens(text: str) -> List[str]:
    return re.findall(r"\w+|\s+|.", text)


def flip_bytes(rng: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if b:
            b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
    return bytes(b)


def delete_tokens(rng, data):
    toks = _tokens(data.decode("utf-8", "replace"))
    for _ in range(rng.randint(1, 6)):
        if toks:
            del toks[rng.randrange(len(toks))]
    return "".join(toks).encode()


def duplicate_tokens(rng, data):
    toks = _tokens(data.decode("utf-8", "replace"))
    for _ in range(rng.randint(1, 6)):
        if toks:
            i = rng.randrange(len(toks))
            toks[i:i] = toks[i:i + rng.randint(1, 12)]
    return "".join(toks).encode()


def truncate(rng, data):
    return data[:rng.randrange(len(data) + 1)]


def unbalance(rng, data):
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(b) + 1)
        if rng.random() < 0.5 and b:
            j = next((k for k in range(i, len(b)) if chr(b[k]) in BRACKETS), None)
            if j is not None:
                del b[j]
                continue
        b[i:i] = rng.choice(BRACKETS).encode()
    return bytes(b)


def cuda_names(rng, data):
    lines = data.decode("utf-8", "replace").splitlines(keepends=True)
    for _ in range(rng.randint(1, 5)):
        name = rng.choice(CUDA_NAMES)
        args = ", ".join(rng.choice(["0", "nullptr", "&x", "n", "s", "sizeof(int)"]) for _ in range(rng.randint(0, 5)))
        stmt = rng.choice([f"  {name}({args});\n", f"  auto v{rng.randrange(99)} = {name};\n", f"{name}\n",
                           f"  {name}<<<1, 1>>>({args});\n"])
        lines.insert(rng.randrange(len(lines) + 1), stmt)
    return "".join(lines).encode()


def huge_identifier(rng, data):
    name = "x" * rng.choice([256, 4096, 65536])
    return data + f"\nint {name} = 1;\n__global__ void {name}_k(int* p) {{ p[0] = {name}; }}\n".encode()


def huge_file(rng, data):
    return data * rng.choice([50, 200])


def nul_bytes(rng, data):
    b = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        b.insert(rng.randrange(len(b) + 1), 0)
    return bytes(b)


def invalid_utf8(rng, data):
    b = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        b[rng.randrange(len(b) + 1):0] = rng.choice([b"\xff", b"\xc3", b"\xe9", b"\xed\xa0\x80", b"\xf4\x90\x80\x80"])
    return bytes(b)


def crlf(rng, data):
    return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def hostile_include(rng, data):
    target = rng.choice(['"/dev/zero"', '"/dev/urandom"', '"/dev/null"', '"k.cu"', '"fifo.h"', '"/proc/self/mem"',
                         "<cuda_frobnicate.h>", '"missing.cuh"', '"self.cuh"', '"/etc"'])
    return f"#include {target}\n".encode() + data


def deep_nesting(rng, data):
    n = rng.choice([2000, 20000])
    kind = rng.choice(["sum", "parens", "braces", "templates"])
    if kind == "sum":
        body = "int deep = " + "+".join(["1"] * n) + ";\n"
    elif kind == "parens":
        body = "int deep = " + "(" * n + "1" + ")" * n + ";\n"
    elif kind == "braces":
        body = "void deep() " + "{" * n + "}" * n + "\n"
    else:
        body = "template <int N> struct D { static const int v = D<N - 1>::v + 1; };\ntemplate <> struct D<0> { " \
               f"static const int v = 0; }};\nint deep = D<{n}>::v;\n"
    return data + body.encode()


def long_line(rng, data):
    return data + b"int long_line[] = {" + b"1, " * rng.choice([10000, 100000]) + b"0};\n"


MUTATORS: Tuple[Callable[[random.Random, bytes], bytes], ...] = (
    flip_bytes, delete_tokens, duplicate_tokens, truncate, unbalance, cuda_names, huge_identifier, huge_file,
    nul_bytes, invalid_utf8, crlf, hostile_include, deep_nesting, long_line)


def mutant(rng: random.Random) -> Tuple[bytes, str]:
    seed = rng.choice(SEEDS)
    data = seed.read_bytes()
    names = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        m = rng.choice(MUTATORS)
        data = m(rng, data)
        names.append(m.__name__)
    return data, f"{seed.name}:{'+'.join(names)}"


# ---------------------------------------------------------------------------------------------- running
MODES = ("translate", "emit-hip", "hsaco", "object")
MODE_WEIGHTS = (5, 2, 2, 1)


@dataclass
class Finding:
    case: str
    mode: str
    problem: str
    detail: str = ""


@dataclass
class Stats:
    runs: int = 0
    by_rc: Dict[int, int] = field(default_factory=dict)
    by_mode: Dict[str, int] = field(default_factory=dict)
    findings: List[Finding] = field(default_factory=list)
    seconds: float = 0.0


def _command(mode: str, src: Path, out: Path) -> List[str]:
    base = [sys.executable, "-m", "pycucc"]
    if mode == "translate":
        return base + ["translate", str(src), "-o", str(out)]
    if mode == "emit-hip":
        return base + [str(src), "--emit", "hip", "-o", str(out)]
    if mode == "hsaco":
        return base + [str(src), "-o", str(out), "--offload-arch=gfx1030"]
    return base + ["-c", str(src), "-o", str(out), "--offload-arch=gfx1030"]


def _complete(mode: str, out: Path) -> Optional[str]:
    """Why a successful run's output is not a complete result (None when it is)."""
    if not out.exists():
        return "exit 0 but no output"
    data = out.read_bytes()
    if data == MARKER:
        return "exit 0 but the stale output is still there"
    if mode in ("hsaco",):
        from pycucc.runtime.codeobj import CodeObjectError, read_code_object
        try:
            read_code_object(data)
        except CodeObjectError as e:
            return f"the code object does not parse: {e}"
    if mode == "object" and not data.startswith(b"\x7fELF"):
        return "the object is not an ELF file"
    return None


def run_case(data: bytes, case: str, mode: str, work: Path, timeout: float,
             env: Dict[str, str]) -> Tuple[Optional[int], List[Finding]]:
    """One run: (its exit status, None for a hang; what it broke)."""
    work.mkdir(parents=True, exist_ok=True)
    src = work / "k.cu"
    src.write_bytes(data)
    fifo = work / "fifo.h"
    if hasattr(os, "mkfifo") and not fifo.exists():
        os.mkfifo(fifo)
    (work / "self.cuh").write_text('#include "self.cuh"\n')
    out = work / ("out" + {"translate": ".hip", "emit-hip": ".hip", "hsaco": ".hsaco", "object": ".o"}[mode])
    out.write_bytes(MARKER)
    t = time.monotonic()
    try:
        p = subprocess.run(_command(mode, src, out), capture_output=True, timeout=timeout, cwd=work, env=env)
    except subprocess.TimeoutExpired:
        return None, [Finding(case, mode, "hang", f"no exit within {timeout:g} s")]
    text = (p.stdout + p.stderr).decode("utf-8", "replace")
    found = []
    if p.returncode < 0:
        found.append(Finding(case, mode, "signal", f"killed by signal {-p.returncode}"))
    elif p.returncode not in (0, 1, 2):
        found.append(Finding(case, mode, f"exit {p.returncode}", text[-600:]))
    if "Traceback" in text or "internal error" in text:
        found.append(Finding(case, mode, "traceback", text[-800:]))
    if p.returncode == 0:
        why = _complete(mode, out)
        if why:
            found.append(Finding(case, mode, "incomplete output", why))
    elif p.returncode > 0:
        # `pycucc translate` writes its translation even when it reports errors (a port with errors needs a
        # person, not a missing file); what it may never leave is the older file
        if out.exists() and (mode != "translate" or out.read_bytes() == MARKER):
            found.append(Finding(case, mode, "stale output", f"exit {p.returncode} left {out.name} in place"))
        if p.returncode == 1 and not LOCATED.search(text):
            found.append(Finding(case, mode, "unlocated error", text[-600:]))
    if time.monotonic() - t > timeout * 0.9:
        found.append(Finding(case, mode, "slow", f"{time.monotonic() - t:.1f} s"))
    return p.returncode, found


def campaign(count: int, seed: int, jobs: int, timeout: float, modes=MODES, weights=MODE_WEIGHTS,
             on_finding=None) -> Stats:
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        data, case = mutant(rng)
        mode = rng.choices(modes, weights[:len(modes)])[0]
        cases.append((i, data, case, mode))
    stats = Stats()
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="pycucc-fuzz-") as tmp:
        env = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"), PYCUCC_PARSE_MEMORY="2048",
                   PYCUCC_PARSE_TIMEOUT=str(max(timeout * 0.6, 5)), PYCUCC_COMPILE_TIMEOUT=str(max(timeout * 0.6, 5)))

        def one(item):
            i, data, case, mode = item
            return (mode, *run_case(data, f"#{i} {case}", mode, Path(tmp) / f"w{i % max(jobs, 1)}_{i}", timeout, env))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for mode, rc, found in pool.map(one, cases):
                stats.runs += 1
                if rc is not None:
                    stats.by_rc[rc] = stats.by_rc.get(rc, 0) + 1
                stats.by_mode[mode] = stats.by_mode.get(mode, 0) + 1
                for f in found:
                    stats.findings.append(f)
                    if on_finding:
                        on_finding(f)
    stats.seconds = time.monotonic() - t0
    return stats


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per run before it counts as a hang")
    ap.add_argument("--json", metavar="FILE", help="write the findings and counts as JSON")
    args = ap.parse_args(argv)
    stats = campaign(args.count, args.seed, args.jobs, args.timeout,
                     on_finding=lambda f: print(f"{f.problem}: {f.case} [{f.mode}] {f.detail[:300]!r}", flush=True))
    kinds: Dict[str, int] = {}
    for f in stats.findings:
        kinds[f.problem] = kinds.get(f.problem, 0) + 1
    print(f"fuzz: {stats.runs} runs in {stats.seconds:.0f} s (seed {args.seed}; {json.dumps(stats.by_mode)}; exit "
          f"statuses {json.dumps(dict(sorted(stats.by_rc.items())))}); {len(stats.findings)} findings {json.dumps(kinds)}")
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)  # out/ is not in a fresh clone
        Path(args.json).write_text(json.dumps({"runs": stats.runs, "seconds": stats.seconds, "modes": stats.by_mode,
                                               "exit_statuses": stats.by_rc,
                                               "findings": [f.__dict__ for f in stats.findings]}, indent=2))
    return 1 if stats.findings else 0


if __name__ == "__main__":
    sys.exit(main())
