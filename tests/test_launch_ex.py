"""cudaLaunchKernelEx / cudaLaunchKernelExC, which HIP has from 7.0: on older HIP pycucc_compat.h launches with the
configuration (runtime.rules: older=keep), where a stub would answer hipErrorNotSupported to every call. Built and
run: without a GPU each launch that CUDA would make reaches HIP's launch and its no-device error; a 2-block
cluster is hipErrorNotSupported before any launch, as CUDA answers on a GPU without clusters."""
import os
import subprocess

import pytest

from testutil import ROOT, run_pycucc

SRC = os.path.join(ROOT, "testdata", "launch", "launch_ex.cu")
pytestmark = pytest.mark.toolchain


def test_launch_ex_launches_with_the_configuration(tmp_path, cache_dir):
    exe = tmp_path / "launch_ex"
    p = run_pycucc(SRC, "-o", exe, "--offload-arch=gfx1030")
    assert p.returncode == 0, p.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    got = dict(line.split() for line in run.stdout.splitlines())
    assert run.returncode == 0 and set(got) == {"hinted", "cluster", "cooperative", "c_api"}, run.stdout + run.stderr
    assert got["cluster"] == "hipErrorNotSupported", got
    for launch in ("hinted", "cooperative", "c_api"):
        assert got[launch] != "hipErrorNotSupported", got  # it reached HIP's launch: success, or no device here
    if got["hinted"] != "hipSuccess":
        assert got["hinted"] in ("hipErrorNoDevice", "hipErrorInvalidDevice"), got
