"""Helpers shared by the test modules (imported by name: conftest puts this folder on sys.path)."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTDATA = os.path.join(ROOT, "testdata")
SAMPLES = os.path.join(TESTDATA, "samples")


def run_pycucc(*args, cwd=None, env=None, check=False):
    """The real command line in a subprocess, as a user runs it."""
    e = dict(os.environ)
    e.update(env or {})
    proc = subprocess.run([sys.executable, "-m", "pycucc", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=e)
    if check and proc.returncode != 0:
        raise AssertionError(f"pycucc {' '.join(map(str, args))} failed ({proc.returncode}):\n{proc.stderr}")
    return proc
