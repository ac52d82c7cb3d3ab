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


IDS = os.path.join(ROOT, "testdata", "launch", "launch_attribute_ids.cu")
# CUDA 13's values (driver_types.h cudaLaunchAttributeID and cudaClusterSchedulingPolicy; cuda.h the same by the
# driver's names), in the order the program prints them
CUDA_IDS = [0, 4, 5, 6, 7, 11, 12, 13, 14, 16]
CUDA_POLICIES = [0, 1, 2]


def test_every_launch_attribute_id_has_cudas_value_and_hints_launch(tmp_path, cache_dir):
    """The ids HIP has only from 7.13 (clusters) or not at all compile against the installed HIP with CUDA's values,
    by the runtime's and the driver's names, and a configuration of the hints among them launches (reaches HIP's
    launch: success, or no device here) where a cluster of one block is no cluster."""
    exe = tmp_path / "launch_attribute_ids"
    p = run_pycucc(IDS, "-o", exe, "--offload-arch=gfx1030")
    assert p.returncode == 0, p.stderr
    assert "PCC1001" not in p.stderr, p.stderr  # every name has a rule
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    values = [int(line.split()[1]) for line in run.stdout.splitlines()[:-1]]
    assert values == CUDA_IDS + CUDA_POLICIES + CUDA_IDS + CUDA_POLICIES, run.stdout
    launch = run.stdout.splitlines()[-1].split()
    assert launch[0] == "launch" and launch[1] in ("hipSuccess", "hipErrorNoDevice", "hipErrorInvalidDevice"), launch
