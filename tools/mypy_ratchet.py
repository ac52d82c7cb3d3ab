"""Run mypy over the pycucc package and hold its error count to the committed baseline (tools/mypy_baseline.txt).

The count may only go down: more errors than the baseline fail; fewer pass and say to lower the baseline with
--update, so that the next rise is caught from there. mypy cannot follow the package's folder mapping
(pyproject.toml: compiler/ is `pycucc`, runtime/ is `pycucc.runtime`), so the package is laid out as links in a
temporary folder and checked there (architecture-review-turn3.md, Reproduce: mypy).

    python tools/mypy_ratchet.py            # check against the baseline
    python tools/mypy_ratchet.py --update   # write the current count as the baseline (only when it went down)
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "tools", "mypy_baseline.txt")
# compiler/include holds C headers and test inputs, not Python
SKIP = {"include", "__pycache__"}
SUMMARY = re.compile(r"^Found (\d+) errors? in \d+ files?", re.M)
MYPY_ARGS = ["--ignore-missing-imports", "--python-version", "3.11", "--no-error-summary", "--hide-error-context",
             "--no-pretty", "--show-error-codes"]


def lay_out(scratch: str) -> str:
    """scratch/pycucc: links to compiler/'s entries, with runtime/ as pycucc/runtime."""
    pkg = os.path.join(scratch, "pycucc")
    os.mkdir(pkg)
    for name in sorted(os.listdir(os.path.join(ROOT, "compiler"))):
        if name not in SKIP:
            os.symlink(os.path.join(ROOT, "compiler", name), os.path.join(pkg, name))
    os.symlink(os.path.join(ROOT, "runtime"), os.path.join(pkg, "runtime"))
    return pkg


def errors(cache_dir: str) -> list:
    with tempfile.TemporaryDirectory(prefix="pycucc-mypy-") as scratch:
        lay_out(scratch)
        proc = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", cache_dir, *MYPY_ARGS, "-p", "pycucc"],
                              cwd=scratch, capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        sys.exit(f"mypy_ratchet: mypy did not run ({proc.returncode}):\n{proc.stderr or proc.stdout}")
    return [line for line in proc.stdout.splitlines() if ": error: " in line]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--update", action="store_true", help="lower the baseline to the current count")
    ap.add_argument("--list", action="store_true", help="print the errors")
    ap.add_argument("--cache-dir", default=os.path.join(ROOT, ".mypy_cache"))
    args = ap.parse_args(argv)
    found = errors(args.cache_dir)
    if args.list:
        print("\n".join(found))
    with open(BASELINE) as f:
        baseline = int(f.read().split()[0])
    count = len(found)
    if args.update:
        if count > baseline:
            print(f"mypy: {count} errors, above the baseline {baseline}: fix them instead", file=sys.stderr)
            return 1
        with open(BASELINE, "w") as f:
            f.write(f"{count}\n")
        print(f"mypy: baseline {baseline} -> {count}")
        return 0
    if count > baseline:
        print("\n".join(found[-40:]), file=sys.stderr)
        print(f"mypy: {count} errors, more than the baseline {baseline} (tools/mypy_baseline.txt): fix the new ones "
              "(`python tools/mypy_ratchet.py --list` prints all)", file=sys.stderr)
        return 1
    note = f"; lower the baseline: python tools/mypy_ratchet.py --update" if count < baseline else ""
    print(f"mypy: {count} errors (baseline {baseline}){note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
