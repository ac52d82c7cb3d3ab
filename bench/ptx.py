"""PTX lowering speed: a 5,000-line PTX module (nvcc's PTX of the samples, testdata/ptx/, repeated with renamed
symbols) lowered to HIP by pycucc.ptx, before clang.

Goal (issue 14): under 1 s. Prints the in-process lowering (parse with the lark grammar, lowering with the table;
grammar and table already loaded) and `pycucc k.ptx --emit hip` on the command line (Python start-up, grammar and
table loading included), best of BENCH_REPEAT runs.
"""
from __future__ import annotations

import glob
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LINES = int(os.environ.get("BENCH_PTX_LINES", "5000"))
REPEAT = int(os.environ.get("BENCH_REPEAT", "3"))
HEAD = ".version 9.0\n.target sm_86\n.address_size 64\n"


def _body(text: str) -> str:
    """A fixture without its header, comments and module directives."""
    out = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(("//", ".version", ".target", ".address_size")):
            continue
        out.append(line)
    return "\n".join(out) + "\n"


def make_module(lines: int = LINES) -> str:
    from pycucc.ptx import syntax
    fixtures = sorted(glob.glob(os.path.join(ROOT, "testdata", "ptx", "*.ptx")))
    bodies = []
    for path in fixtures:
        with open(path) as f:
            text = f.read()
        mod = syntax.parse_module(text, path)
        names = sorted({getattr(it, "name", None) for it in mod.items if hasattr(it, "name")} |
                       {d.name for it in mod.items if hasattr(it, "declarators") for d in it.declarators} - {None},
                       key=len, reverse=True)
        bodies.append((_body(text), names))
    out, total, k = [HEAD], 3, 0
    while total < lines:
        body, names = bodies[k % len(bodies)]
        if names:
            rx = re.compile(r"(?<![\w$%])(" + "|".join(map(re.escape, names)) + r")(?![\w$])")
            body = rx.sub(lambda m: f"{m.group(1)}_c{k}", body)
        out.append(body)
        total += body.count("\n")
        k += 1
    return "".join(out)


def measure() -> dict:
    from pycucc.ptx.module import ptx_to_hip
    from pycucc.ptx.syntax import _get
    from pycucc.ptx.table import load_table
    text = make_module()
    n = text.count("\n")
    _get()
    load_table()
    best = None
    for _ in range(REPEAT):
        t = time.perf_counter()
        hip, kernels, diags = ptx_to_hip(text, "bench.ptx")
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    errors = [d.render() for d in diags if d.is_error]
    if errors:
        raise SystemExit("bench: the generated module does not lower:\n" + "\n".join(errors[:5]))
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-ptx-") as tmp:
        src = os.path.join(tmp, "bench.ptx")
        with open(src, "w") as f:
            f.write(text)
        cli = None
        for _ in range(REPEAT):
            t = time.perf_counter()
            p = subprocess.run([sys.executable, "-m", "pycucc", src, "--emit", "hip", "-o", os.path.join(tmp, "b.hip")],
                               capture_output=True, text=True)
            dt = time.perf_counter() - t
            if p.returncode != 0:
                raise SystemExit(f"bench: pycucc --emit hip failed:\n{p.stderr}")
            cli = dt if cli is None else min(cli, dt)
    return {"lines": n, "kernels": len(kernels), "lower_s": round(best, 3), "lines_per_s": int(n / best),
            "cli_s": round(cli, 3)}


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    r = measure()
    print(f"PTX {r['lines']} lines ({r['kernels']} kernels): lowering {r['lower_s']:.3f}s "
          f"({r['lines_per_s']:,} lines/s), pycucc --emit hip {r['cli_s']:.3f}s")
