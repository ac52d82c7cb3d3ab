"""PTX modules as input: `pycucc k.ptx -o k.hsaco --offload-arch=...` (and `-x ptx`, `--emit hip`).

testdata/ptx/ holds the PTX nvcc 13 emits for the project's own samples (committed, so nothing here needs nvcc)
and handwritten.ptx with the features nvcc's output for them leaves out. Each is built for gfx1030, gfx1100 and
gfx90a and validated, and its kernels' argument lists are compared with the same kernels built from CUDA C++ by
pycucc: the code-object metadata must let pycucc.runtime and HIP launch them with the arguments CUDA passes. Where
nvcc is on PATH the samples' PTX is also regenerated and lowered afresh.
"""
from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess

import pytest

from testutil import ROOT, SAMPLES, run_pycucc

PTX_DIR = os.path.join(ROOT, "testdata", "ptx")
FIXTURES = sorted(glob.glob(os.path.join(PTX_DIR, "*.ptx")))
TARGETS = ("gfx1030", "gfx1100", "gfx90a")


def _twin(ptx: str) -> str:
    stem = os.path.splitext(os.path.basename(ptx))[0]
    sample = os.path.join(SAMPLES, stem + ".cu")
    return sample if os.path.exists(sample) else os.path.join(PTX_DIR, stem + "_twin.cu")


def _explicit_args(path: str):
    from pycucc.runtime.codeobj import read_code_object
    info = read_code_object(path)
    out = {}
    for t in info.targets:
        for k in t.kernels:
            out[(t.arch, k.name)] = [(a.offset, a.size, a.value_kind, a.address_space) for a in k.args
                                     if not a.is_hidden]
    return out


@pytest.fixture(scope="module")
def cuda_builds(tmp_path_factory, cache_dir):
    """The CUDA C++ twin of each fixture built by pycucc for the same targets (once)."""
    d = tmp_path_factory.mktemp("twins")
    built = {}
    for ptx in FIXTURES:
        out = d / (os.path.basename(ptx) + ".cu.hsaco")
        run_pycucc(_twin(ptx), "-o", out, f"--offload-arch={','.join(TARGETS)}", check=True)
        built[ptx] = _explicit_args(str(out))
    return built


def test_fixtures_are_there_and_name_their_origin():
    names = {os.path.basename(p) for p in FIXTURES}
    assert {"saxpy.ptx", "math.ptx", "template.ptx", "warp_reduce.ptx", "handwritten.ptx"} <= names
    for p in FIXTURES:
        with open(p) as f:
            head = f.readline()
        assert head.startswith("//") and ("nvcc" in head or "Written for pycucc" in head), p
        assert os.path.exists(_twin(p)), f"no CUDA twin for {p}"


@pytest.mark.toolchain
@pytest.mark.parametrize("ptx", FIXTURES, ids=os.path.basename)
def test_ptx_module_builds_for_three_targets_with_cuda_argument_layouts(ptx, tmp_path, cuda_builds):
    out = tmp_path / "k.hsaco"
    proc = run_pycucc(ptx, "-o", out, f"--offload-arch={','.join(TARGETS)}")
    assert proc.returncode == 0, proc.stderr
    assert "warning" not in proc.stderr, proc.stderr
    got = _explicit_args(str(out))
    want = cuda_builds[ptx]
    assert {t for t, _ in got} == set(TARGETS)
    # every kernel of the PTX is a kernel of the CUDA build, with the same explicit arguments
    assert got, ptx
    for key, args in got.items():
        assert key in want, f"{key} is not a kernel of the CUDA build: {sorted(want)}"
        assert args == want[key], f"{key}: PTX build {args} != CUDA build {want[key]}"


@pytest.mark.toolchain
def test_handwritten_fixture_is_valid_ptx_for_ptxas(tmp_path):
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        pytest.skip("ptxas (CUDA toolkit) is not on PATH: the fixture's validity is not rechecked")
    proc = subprocess.run([ptxas, "-arch=sm_86", os.path.join(PTX_DIR, "handwritten.ptx"), "-o",
                           str(tmp_path / "h.cubin")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.toolchain
def test_nvcc_ptx_of_every_sample_is_lowered(tmp_path):
    """Fresh `nvcc -ptx` output (the committed fixtures stand in where nvcc is missing)."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not on PATH: the committed PTX in testdata/ptx/ is tested instead")
    from pycucc.ptx.module import ptx_to_hip
    samples = sorted(glob.glob(os.path.join(SAMPLES, "*.cu")))
    assert len(samples) >= 8
    for src in samples:
        out = tmp_path / (os.path.basename(src) + ".ptx")
        proc = subprocess.run([nvcc, "-ptx", "-arch=sm_86", src, "-o", str(out)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        hip, kernels, diags = ptx_to_hip(out.read_text(), str(out))
        assert not [d for d in diags if d.is_error], [d.render() for d in diags]
        assert kernels and all(f'extern "C" __global__ void {k}(' in hip for k in kernels)
        fixture = os.path.join(PTX_DIR, os.path.basename(src)[:-3] + ".ptx")
        if os.path.exists(fixture):  # the committed PTX is what this nvcc makes
            assert ptx_to_hip(open(fixture).read(), fixture)[1] == kernels
    # and one of them through the whole build, fresh from nvcc
    res = run_pycucc(tmp_path / "math.cu.ptx", "-o", tmp_path / "math.hsaco", "--offload-arch=gfx1030,gfx90a")
    assert res.returncode == 0, res.stderr


@pytest.mark.toolchain
def test_ptx_input_modes(tmp_path, cache_dir):
    src = tmp_path / "saxpy.ptx"
    shutil.copy(os.path.join(PTX_DIR, "saxpy.ptx"), src)
    # no -o: a code object named after the input
    proc = run_pycucc(src.name, "--offload-arch=gfx1030", cwd=tmp_path)
    assert proc.returncode == 0 and (tmp_path / "saxpy.hsaco").exists(), proc.stderr
    # -x ptx takes any file name
    other = tmp_path / "kernels.txt"
    shutil.copy(src, other)
    proc = run_pycucc("-x", "ptx", other, "-o", tmp_path / "k.hsaco", "--offload-arch=gfx1030")
    assert proc.returncode == 0 and (tmp_path / "k.hsaco").exists(), proc.stderr
    # --emit hip shows the unit that is compiled
    proc = run_pycucc(src, "--emit", "hip", "-o", "-")
    assert proc.returncode == 0
    assert 'extern "C" __global__ void _Z5saxpyifPKfPf(unsigned _Z5saxpyifPKfPf_param_0, float ' in proc.stdout
    assert "void* _Z5saxpyifPKfPf_param_2, void* _Z5saxpyifPKfPf_param_3)" in proc.stdout
    # a PTX module has no host code
    proc = run_pycucc("-c", src, "-o", tmp_path / "s.o")
    assert proc.returncode == 2 and "device code only" in proc.stderr


def test_pointer_parameters_come_from_ptr_the_mangled_name_or_use():
    from pycucc.ptx.module import lower_module
    text = """.version 9.0
.target sm_86
.address_size 64
.visible .entry _Z1kPfS_il(.param .u64 a, .param .u64 b, .param .u32 c, .param .u64 d) { ret; }
.visible .entry plain(.param .u64 used, .param .u64 .ptr .global marked, .param .u64 count)
{
    .reg .b64 %rd<4>;
    .reg .f32 %f;
    ld.param.u64 %rd1, [used];
    cvta.to.global.u64 %rd2, %rd1;
    ld.global.f32 %f, [%rd2];
    ld.param.u64 %rd3, [count];
    add.u64 %rd3, %rd3, 1;
    ret;
}
"""
    res = lower_module(text, "p.ptx")
    assert not [d for d in res.diagnostics if d.is_error]
    assert [p.pointer for p in res.params["_Z1kPfS_il"]] == [True, True, False, False]
    assert [p.pointer for p in res.params["plain"]] == [True, True, False]
    assert [p.ctype for p in res.params["plain"]] == ["void*", "void*", "unsigned long long"]


def test_demangler_reads_pointer_parameters():
    from pycucc.ptx.mangle import pointer_params
    assert pointer_params("_Z5saxpyifPKfPf") == [False, False, True, True]
    assert pointer_params("_Z11scale_shiftIfLi4EEvPKT_PS0_S0_S0_i") == [True, True, False, False, False]
    assert pointer_params("_ZN2ns3fooEPfS0_i") == [True, True, False]
    assert pointer_params("_Z1kIPfEvT_") == [True]
    assert pointer_params("_Z3bar6float4PS_") == [False, True]
    assert pointer_params("_Z4fillv") == []
    assert pointer_params("not_mangled") is None


@pytest.mark.gpu
@pytest.mark.toolchain
def test_ptx_kernels_launch_with_cuda_arguments(tmp_path, cache_dir):
    """On an AMD GPU: nvcc's saxpy and the hand-written 128-bit add, launched through pycucc.runtime with the
    arguments the CUDA kernels take, give CUDA's results."""
    import numpy as np
    from pycucc.runtime import HipLibraryNotFound, Module, NoDeviceError, get_device
    from pycucc.runtime import hip
    try:
        dev = get_device()
    except (NoDeviceError, HipLibraryNotFound) as exc:
        pytest.skip(f"no AMD GPU: {str(exc).splitlines()[0]}")
    cov = "4" if hip.runtime_version() < 60_000_000 else "5"
    out = tmp_path / "k.hsaco"
    for name in ("saxpy", "handwritten"):
        run_pycucc(os.path.join(PTX_DIR, name + ".ptx"), "-o", out, f"--offload-arch={dev.gcn_arch_name}",
                   f"--code-object-version={cov}", check=True)
        mod = Module(str(out))
        if name == "saxpy":
            n = 1000
            x = np.arange(n, dtype=np.float32)
            y = np.ones(n, dtype=np.float32)
            mod.kernel("_Z5saxpyifPKfPf")(np.int32(n), np.float32(2.0), x, y, grid=4, block=256)
            np.testing.assert_array_equal(y, 2 * np.arange(n, dtype=np.float32) + 1)
        else:
            rng = np.random.default_rng(1)
            n = 512
            a = rng.integers(0, 2 ** 32, size=(n, 4), dtype=np.uint64).astype(np.uint32)
            b = rng.integers(0, 2 ** 32, size=(n, 4), dtype=np.uint64).astype(np.uint32)
            a[0] = 0xFFFFFFFF
            b[0] = [1, 0, 0, 0]
            dst = np.zeros((n, 4), np.uint32)
            mod.kernel("add128")(dst, a, b, np.uint32(n), grid=2, block=256)
            for i in range(n):
                want = (sum(int(a[i, k]) << (32 * k) for k in range(4)) + sum(int(b[i, k]) << (32 * k)
                                                                              for k in range(4))) % (1 << 128)
                got = sum(int(dst[i, k]) << (32 * k) for k in range(4))
                assert got == want, i


@pytest.mark.toolchain
def test_a_5000_line_module_lowers_every_entry():
    """bench/ptx.py's generated module (make bench times it; goal under 1 s before clang): all of it lowers, one
    kernel per .entry, none lost or merged on the way."""
    import sys
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import ptx as bench_ptx
    from pycucc.ptx.module import ptx_to_hip
    text = bench_ptx.make_module(5000)
    hip, kernels, diags = ptx_to_hip(text, "bench.ptx")
    assert not [d for d in diags if d.is_error]
    entries = re.findall(r"^\.visible \.entry (\w+)\(", text, re.M)
    assert len(entries) > 20 and sorted(kernels) == sorted(entries)
    assert all(f" {name}(" in hip for name in entries)


@pytest.mark.toolchain
def test_module_variables_keep_their_names_in_the_code_object(tmp_path, cache_dir):
    """.global and .const variables are named globals a host can find (hipModuleGetGlobal), initialised as the PTX
    says; .func functions are internal."""
    out = tmp_path / "h.hsaco"
    run_pycucc(os.path.join(PTX_DIR, "handwritten.ptx"), "-o", out, "--offload-arch=gfx1030", check=True)
    proc = subprocess.run(["llvm-readelf-19", "-s", "--wide", str(out)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    symbols = {(f[3], f[4], f[7]) for f in (line.split() for line in proc.stdout.splitlines()) if len(f) >= 8}
    for name in ("table", "weights", "bias", "lut"):
        assert ("OBJECT", "GLOBAL", name) in symbols, sorted(symbols)
    assert not any(s[2] == "muladd" and s[1] == "GLOBAL" for s in symbols)
    hip = run_pycucc(os.path.join(PTX_DIR, "handwritten.ptx"), "--emit", "hip", "-o", "-", check=True).stdout
    assert "__device__ __attribute__((aligned(4))) unsigned table[8] = {0x10u, 15u, 5u, 7u, 0xffffffffu, 0xffffffffu, " \
           "0u, 1u};" in hip
    assert "__constant__ __attribute__((aligned(16))) unsigned char lut[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, " \
           "11, 12, 13, 14, 15};" in hip
    assert "__device__ __attribute__((aligned(8))) double weights[2] = {1.0, 1.5};" in hip
    assert "__device__ float bias = 0.25f;" in hip
    assert "extern __shared__ __attribute__((aligned(16))) unsigned char dyn[];" in hip
