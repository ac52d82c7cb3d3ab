import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTDATA = os.path.join(ROOT, "testdata")
SAMPLES = os.path.join(TESTDATA, "samples")


def pytest_collection_modifyitems(config, items):
    # The toolchain is installed by `make setup`; when someone runs pytest without it, say so instead of failing
    # with a confusing error in every test.
    if shutil.which("clang++-19") or os.environ.get("PYCUCC_CLANG"):
        return
    skip = pytest.mark.skip(reason="clang++-19 not found: run `make setup` (installs clang-19 lld-19 "
                                   "libamdhip64-dev rocm-device-libs)")
    for item in items:
        if "toolchain" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory):
    """One cache for the whole run, so the bitcode overlay and toolchain probe are made once."""
    d = tmp_path_factory.mktemp("pycucc-cache")
    os.environ["PYCUCC_CACHE_DIR"] = str(d)
    return str(d)


def run_pycucc(*args, cwd=None, env=None, check=False):
    """The real command line in a subprocess, as a user runs it."""
    e = dict(os.environ)
    e.update(env or {})
    proc = subprocess.run([sys.executable, "-m", "pycucc", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=e)
    if check and proc.returncode != 0:
        raise AssertionError(f"pycucc {' '.join(map(str, args))} failed ({proc.returncode}):\n{proc.stderr}")
    return proc
