"""End to end through the real command line: .cu -> validated code objects for every target."""
import glob
import json
import os
import shutil
import subprocess

import pytest

from testutil import ROOT, SAMPLES, run_pycucc
from pycucc.runtime.bundle import is_bundle, read_bundle, target_of
from pycucc.runtime.codeobj import read_code_object, validate_code_object
from pycucc.targets import PROCESSORS as TARGETS
from pycucc.toolchain import toolchain

pytestmark = pytest.mark.toolchain

SAMPLE_FILES = sorted(glob.glob(os.path.join(SAMPLES, "*.cu")))
ALL = ",".join(TARGETS)


def _kernel_names(info_target):
    return sorted(k.name for k in info_target.kernels)


@pytest.fixture(scope="module")
def built(cache_dir, tmp_path_factory):
    """Every sample built once for every target of the processor table (one bundle each, both backends in it).

    The work is shared the way a user's builds share it: each sample is one pycucc run that compiles its targets
    in parallel, every target from its precompiled HIP prelude, which the session's cache makes once (the second
    sample pays for the 37 preludes: the first compiles without, backend._met_before) and the later samples and
    tests reuse."""
    out = tmp_path_factory.mktemp("built")
    result = {}
    for src in SAMPLE_FILES:
        dst = out / (os.path.basename(src)[:-3] + ".hsaco")
        run_pycucc(src, "-o", dst, f"--offload-arch={ALL}", check=True)
        result[os.path.basename(src)] = dst.read_bytes()
    return result


def test_there_are_samples_for_every_feature_the_slice_promises():
    names = {os.path.basename(p) for p in SAMPLE_FILES}
    assert {"saxpy.cu", "reduce_shared.cu", "warp_reduce.cu", "histogram.cu", "math.cu", "template.cu",
            "grid2d.cu", "globals.cu"} <= names


@pytest.mark.slow
@pytest.mark.parametrize("sample", [os.path.basename(p) for p in SAMPLE_FILES])
def test_sample_builds_for_every_target_with_every_kernel(built, sample):
    data = built[sample]
    assert is_bundle(data)
    entries = read_bundle(data)
    gpu = {target_of(e): blob for e, blob in entries.items() if target_of(e)}
    assert sorted(gpu) == sorted(TARGETS)
    info = read_code_object(data)
    assert sorted(t.arch for t in info.targets) == sorted(TARGETS)
    names = {t.arch: _kernel_names(t) for t in info.targets}
    reference = names["gfx1030"]
    assert reference, f"{sample}: no kernels"
    for arch, ks in names.items():
        assert ks == reference, f"{sample}: {arch} has {ks}, gfx1030 has {reference}"
    for t in info.targets:
        row = TARGETS[t.arch]
        assert validate_code_object(t.image, t.arch, reference) == [], t.arch
        # by default, the version the HIP runtime found here loads (v4 for Debian's HIP 5.x); v6 for generic targets
        assert t.code_object_version == (6 if row.is_generic else toolchain().default_code_object_version), t.arch
        assert t.is_generic == row.is_generic and bool(t.generic_version) == row.is_generic
        assert t.backend == row.backend, f"{sample}: {t.arch} was made by {t.producer}"
        for k in t.kernels:
            assert k.wavefront_size == row.wave_size
            assert k.kernel_descriptor_present


def test_done_when_command_gives_a_four_entry_bundle_clang_accepts(cache_dir, tmp_path):
    src = os.path.join(SAMPLES, "reduce_shared.cu")
    out = tmp_path / "out.hsaco"
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030,gfx1100,gfx1201,gfx942", check=True)
    data = out.read_bytes()
    info = read_code_object(data)
    assert [t.arch for t in info.targets] == sorted(["gfx1030", "gfx1100", "gfx1201", "gfx942"]) or \
        sorted(t.arch for t in info.targets) == sorted(["gfx1030", "gfx1100", "gfx1201", "gfx942"])
    kernels = {t.arch: _kernel_names(t) for t in info.targets}
    assert len({tuple(v) for v in kernels.values()}) == 1 and kernels["gfx1030"]
    bundler = shutil.which("clang-offload-bundler-19")
    if not bundler:
        pytest.skip("clang-offload-bundler-19 (clang-tools-19) not installed")
    # run from its LLVM folder, where it finds the llvm-objcopy that -type=o needs (Debian's /usr/bin has only
    # llvm-objcopy-19 without the unversioned llvm package; tests/test_bundle.py's BUNDLER)
    listed = subprocess.run([os.path.realpath(bundler), "--list", "--type=o", f"--input={out}"], capture_output=True,
                            text=True, check=True).stdout.split()
    assert sorted(x for x in listed if "amdgcn" in x) == sorted(
        f"hipv4-amdgcn-amd-amdhsa--{t}" for t in ["gfx1030", "gfx1100", "gfx1201", "gfx942"])


def test_single_target_gives_a_raw_elf(cache_dir, tmp_path):
    out = tmp_path / "saxpy.hsaco"
    run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx1100", check=True)
    data = out.read_bytes()
    assert data[:4] == b"\x7fELF"
    (t,) = read_code_object(data).targets
    assert t.arch == "gfx1100" and t.kernels


def test_output_is_deterministic_with_and_without_the_cache(cache_dir, tmp_path):
    src = os.path.join(SAMPLES, "template.cu")
    outs = []
    for i, extra in enumerate([["--no-cache"], ["--no-cache"], [], []]):
        out = tmp_path / f"t{i}.hsaco"
        run_pycucc(src, "-o", out, "--offload-arch=gfx1030,gfx90a", *extra, check=True)
        outs.append(out.read_bytes())
    assert outs[0] == outs[1] == outs[2] == outs[3]


def test_cache_is_keyed_on_options_and_included_headers(cache_dir, tmp_path):
    hdr = tmp_path / "scale.cuh"
    hdr.write_text("#define SCALE 2.0f\n")
    src = tmp_path / "k.cu"
    src.write_text('#include "scale.cuh"\n__global__ void k(float* x) { x[threadIdx.x] *= SCALE; }\n')
    out = tmp_path / "k.hsaco"
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030", check=True)
    first = out.read_bytes()
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030", check=True)
    assert out.read_bytes() == first
    hdr.write_text("#define SCALE 3.0f\n")
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030", check=True)
    assert out.read_bytes() != first, "a changed header must not be served from the cache"
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030", "-O1", check=True)
    assert read_code_object(out.read_bytes()).targets[0].kernels


def test_emit_hip_writes_translated_source(cache_dir, tmp_path):
    out = tmp_path / "saxpy.hip"
    run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "--emit", "hip", "-o", out, check=True)
    text = out.read_text()
    assert "hip/hip_runtime.h" in text and "hipMalloc" in text and "cudaMalloc" not in text


def test_verbose_prints_exact_commands_and_dryrun_runs_none(cache_dir, tmp_path):
    out = tmp_path / "v.hsaco"
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx1100", "-v", "--no-cache",
                   check=True)
    lines = [l for l in p.stderr.splitlines() if l.startswith("#$ ")]
    cov = toolchain().default_code_object_version
    assert any("--offload-arch=gfx1100" in l and f"-mcode-object-version={cov}" in l and "-x hip" in l for l in lines)
    dry = tmp_path / "dry.hsaco"
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", dry, "--offload-arch=gfx1100,gfx942", "--dryrun")
    assert p.returncode == 0
    assert sum("--offload-arch=" in l for l in p.stderr.splitlines()) == 2
    assert not dry.exists()


def test_keep_and_dump_dir_keep_every_intermediate(cache_dir, tmp_path):
    dump = tmp_path / "dump"
    run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / "s.hsaco", "--offload-arch=gfx1030,gfx942",
               "--dump-dir", dump, check=True)
    names = sorted(os.listdir(dump))
    assert "saxpy.hip" in names and "saxpy.gfx1030.co" in names and "saxpy.gfx942.co" in names
    assert (dump / "saxpy.hsaco").read_bytes() == (tmp_path / "s.hsaco").read_bytes()


def test_code_object_version_4_for_debians_runtime(cache_dir, tmp_path):
    out = tmp_path / "v4.hsaco"
    run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx1030",
               "--code-object-version=4", check=True)
    assert read_code_object(out.read_bytes()).targets[0].code_object_version == 4


@pytest.mark.slow
def test_inspect_text_and_json(built, tmp_path):
    f = tmp_path / "r.hsaco"
    f.write_bytes(built["reduce_shared.cu"])
    p = run_pycucc("inspect", f, check=True)
    assert "gfx942" in p.stdout and "gfx1201" in p.stdout
    # each entry says what made it and, for a generic target, where it runs
    assert "generic target (v1): runs on gfx1100, gfx1101, gfx1102, gfx1103, gfx1150" in p.stdout
    assert "backend      llvmlite  (pycucc llvmlite backend: LLVM 22.1" in p.stdout
    assert "backend      clang  (Debian clang version 19" in p.stdout
    j = json.loads(run_pycucc("inspect", f, "--json", check=True).stdout)
    by_arch = {t["arch"]: t for t in j["targets"]}
    assert by_arch["gfx950"]["backend"] == "llvmlite" and by_arch["gfx942"]["backend"] == "clang"
    assert by_arch["gfx11-generic"]["generic"] and by_arch["gfx11-generic"]["generic_version"] == 1
    assert "gfx1153" in by_arch["gfx11-generic"]["runs_on"] and not by_arch["gfx1103"]["generic"]
    assert run_pycucc("inspect", f, "--json", check=True).stdout == run_pycucc("inspect", f, "--json").stdout


def test_console_script_works(cache_dir, tmp_path):
    exe = os.path.join(os.path.dirname(os.sys.executable), "pycucc")
    p = subprocess.run([exe, "--version"], capture_output=True, text=True)
    assert p.returncode == 0 and p.stdout.startswith("pycucc ")


def test_precompiled_prelude_changes_no_byte_of_the_output(cache_dir, tmp_path):
    src = os.path.join(SAMPLES, "warp_reduce.cu")
    a, b = tmp_path / "pch.hsaco", tmp_path / "nopch.hsaco"
    for _ in range(2):  # a prelude is made the second time its command is met (backend._met_before)
        p = run_pycucc("-v", src, "-o", a, "--offload-arch=gfx1030,gfx942", "--no-cache", check=True)
    assert p.stderr.count("-include-pch") >= 2, "the second build did not compile from the preludes"
    run_pycucc(src, "-o", b, "--offload-arch=gfx1030,gfx942", "--no-cache", env={"PYCUCC_NO_PCH": "1"}, check=True)
    assert a.read_bytes() == b.read_bytes()


def _leaves_half_types_out(stderr: str) -> bool:
    commands = [l for l in stderr.splitlines() if l.startswith("#$ ") and " -x hip " in l]
    assert commands, stderr
    gated = {"PYCUCC_HALF_TYPES=0" in c for c in commands}
    assert len(gated) == 1, commands  # the device and the host passes, and the preludes they make, alike
    return gated.pop()


def test_a_unit_that_cannot_name_the_half_types_compiles_to_the_same_bytes_without_them(cache_dir, tmp_path):
    """pycucc_compat.h leaves out CUDA's half and bfloat16 types (and HIP's hip_fp16.h) for a unit whose CUDA side
    cannot name them (pipeline.half_types), as nvcc declares them only where cuda_fp16.h or cuda_bf16.h is
    included: every sample's code objects are the bytes they are with them (a -D of no meaning but a half word
    keeps them in), for wave32 and wave64 targets."""
    for sample in SAMPLE_FILES:
        a, b = tmp_path / "without.hsaco", tmp_path / "with.hsaco"
        p = run_pycucc("-v", sample, "-o", a, "--offload-arch=gfx1100,gfx942", "--no-cache", check=True)
        assert _leaves_half_types_out(p.stderr), sample
        p = run_pycucc("-v", sample, "-o", b, "--offload-arch=gfx1100,gfx942", "--no-cache", "-DUNUSED_HALF",
                       check=True)
        assert not _leaves_half_types_out(p.stderr), sample
        assert a.read_bytes() == b.read_bytes(), sample
    p = run_pycucc("-v", "-c", os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / "s.o", "--offload-arch=gfx1100",
                   check=True)
    assert _leaves_half_types_out(p.stderr)


def test_a_template_reading_dependent_members_builds_without_the_half_types(cache_dir, tmp_path):
    """A template's `s.x` on a type its parameter decides is translated to __pycucc_member_x (it may be a __half2,
    whose CUDA members HIP's lacks): the helper stands outside pycucc_compat.h's half section, so a unit without
    the types builds (HeCBench's particles failed with 'use of undeclared identifier __pycucc_member_x'), to the
    bytes it builds with them."""
    src = tmp_path / "k.cu"
    src.write_text("template <class T> __global__ void k(T* v, float* out) {\n"
                   "  T s = v[threadIdx.x]; out[threadIdx.x] = s.x + s.y;\n}\n"
                   "template __global__ void k<float2>(float2*, float*);\n")
    a, b = tmp_path / "without.hsaco", tmp_path / "with.hsaco"
    p = run_pycucc("-v", src, "-o", a, "--offload-arch=gfx1100", "--no-cache", check=True)
    assert _leaves_half_types_out(p.stderr)
    p = run_pycucc("-v", src, "-o", b, "--offload-arch=gfx1100", "--no-cache", "-DUNUSED_HALF", check=True)
    assert not _leaves_half_types_out(p.stderr)
    assert a.read_bytes() == b.read_bytes()


@pytest.mark.parametrize("case", ["included", "library", "device_only", "header", "flag"])
def test_the_half_types_stay_where_the_unit_can_name_them(cache_dir, tmp_path, case):
    """Included (cuda_fp16.h), through a CUDA library header that includes it (curand_kernel.h, with no word of
    the types in the file), included in the device pass only (the host parse does not see it), in a project header,
    or named by a -D: the types stay, and the unit builds."""
    kernel = "__global__ void k(float* y) { __half h = __float2half(y[0]); y[0] = __half2float(__hadd(h, h)); }\n"
    flags = []
    if case == "included":
        text = "#include <cuda_fp16.h>\n" + kernel
    elif case == "library":
        text = "#include <curand_kernel.h>\n__global__ void k(float* y) { y[0] = 1.0f; }\n"
    elif case == "device_only":
        text = ("#ifdef __CUDA_ARCH__\n#include <cuda_fp16.h>\n#endif\n__global__ void k(float* y) {\n"
                "#ifdef __CUDA_ARCH__\n  __half h = __float2half(y[0]); y[0] = __half2float(__hadd(h, h));\n#endif\n}\n")
    elif case == "header":
        (tmp_path / "types.cuh").write_text("#pragma once\n#include <cuda_fp16.h>\ntypedef __half real;\n")
        text = '#include "types.cuh"\n__global__ void k(real* y) { y[0] = y[0] + y[0]; }\n'
    else:  # the commands only (--dryrun): a file that reads no header of the types cannot build with them
        text = "__global__ void k(REAL* y) { y[0] = y[0] + y[0]; }\n"
        flags = ["-DREAL=__half", "--dryrun"]
    src = tmp_path / "k.cu"
    src.write_text(text)
    p = run_pycucc("-v", src, "-o", tmp_path / "k.hsaco", "--offload-arch=gfx1100", *flags, check=True)
    assert not _leaves_half_types_out(p.stderr)


def test_a_prelude_is_made_the_second_time_its_command_is_met(tmp_path):
    """One compile with a command no other has used pays no prelude (1.3 s of clang to save 0.5 s once); the
    second makes it and the third uses it, and every object is the same bytes."""
    src = os.path.join(SAMPLES, "saxpy.cu")
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    runs = [run_pycucc("-v", "-c", src, "-o", tmp_path / f"{i}.o", "--offload-arch=gfx1030", "--no-cache",
                       "-DFIRST_MET_HERE", env=env, check=True).stderr for i in range(3)]
    assert not [r for r in runs[:1] if "-emit-pch" in r or "-include-pch" in r], runs[0]
    assert "-emit-pch" in runs[1] and "-include-pch" in runs[1]
    assert "-emit-pch" not in runs[2] and "-include-pch" in runs[2]
    assert (tmp_path / "0.o").read_bytes() == (tmp_path / "1.o").read_bytes() == (tmp_path / "2.o").read_bytes()


def test_a_prelude_is_not_used_where_a_project_folder_shadows_a_header_it_read(tmp_path):
    """The prelude is made without the compile's -iquote/-I folders: a project's own stdlib.h (which
    pycucc_compat.h includes) is read by a compile without the prelude and was ignored by one from it, so the
    first build of such a project compiled and a later one, from the prelude made meanwhile, failed (or the other
    way round). The names its headers look up are kept beside it (backend._shadowed): a compile whose folders hold
    one goes without it; every other compile still uses it, and a header added later counts."""
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    project = tmp_path / "project"
    project.mkdir()
    src = tmp_path / "k.cu"
    src.write_text("#ifndef PROJECT_STDLIB\n#error the prelude did not read the project's stdlib.h\n#endif\n"
                   "__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }\n")
    plain = tmp_path / "plain.cu"
    plain.write_text("__global__ void k(float *p) { p[threadIdx.x] = 2.0f; }\n")

    def build(f, n, *flags):
        return run_pycucc("-v", "-c", f, "-o", tmp_path / f"{n}.o", "--offload-arch=gfx1030", "--no-cache", *flags,
                          env=env)
    for n in range(2):  # the second makes the prelude
        assert build(plain, f"p{n}", f"-I{project}").returncode == 0
    assert "-include-pch" in build(plain, "p2", f"-I{project}").stderr
    (project / "stdlib.h").write_text("#include_next <stdlib.h>\n#define PROJECT_STDLIB 1\n")
    p = build(src, "shadowed", f"-I{project}")
    assert p.returncode == 0, p.stderr
    assert "-include-pch" not in p.stderr and "pycucc_compat.h" in p.stderr
    assert "-include-pch" in build(plain, "p3").stderr  # the folder is not searched here: the prelude serves
    (project / "stdlib.h").unlink()
    assert "-include-pch" in build(plain, "p4", f"-I{project}").stderr


def test_two_installs_that_share_a_cache_keep_their_own_preludes(tmp_path):
    """Two copies of pycucc (two checkouts, two environments) with one cache: each makes a prelude of its own and
    keeps compiling from it. One prelude file for both, rewritten with each one's compat header path in turn, made
    the other's PCH stale: each of its compiles then ran twice, the second time without the PCH."""
    other = tmp_path / "other"
    shutil.copytree(os.path.join(ROOT, "compiler"), other / "pycucc", ignore=shutil.ignore_patterns("__pycache__"))
    src = os.path.join(SAMPLES, "saxpy.cu")
    cache = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    installs = {"this": cache, "other": {**cache, "PYTHONPATH": str(other)}}  # ahead of the editable install

    def device_compiles(which, i):
        err = run_pycucc("-v", src, "-o", tmp_path / f"{which}{i}.hsaco", "--offload-arch=gfx1030", "--no-cache",
                         env=installs[which], check=True).stderr
        assert (str(other) in err) == (which == "other"), err  # the copy's own include folders
        return [line for line in err.splitlines() if "--cuda-device-only" in line]
    for which in installs:
        for i in range(2):  # the second makes the prelude (backend._met_before)
            device_compiles(which, i)
    for which in installs:
        commands = device_compiles(which, 2)
        assert len(commands) == 1 and "-include-pch" in commands[0], commands
    assert (tmp_path / "this2.hsaco").read_bytes() == (tmp_path / "other2.hsaco").read_bytes()


def test_device_passes_see_nvcc_macros_and_the_cuda_arch_of_the_target(cache_dir, tmp_path):
    # Kernels branch on __CUDA_ARCH__; a code object build must give each target the sm it stands for.
    src = tmp_path / "arch.cu"
    src.write_text("__global__ void k(int* out) {\n#if defined(__CUDA_ARCH__)\n  out[0] = __CUDA_ARCH__ + 7;\n"
                   "#else\n  out[0] = -1;\n#endif\n#if !defined(__CUDACC__) || !defined(__NVCC__)\n"
                   "#error nvcc macros missing\n#endif\n}\n")
    out = tmp_path / "arch.hsaco"
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030,sm_90", check=True)
    entries = {target_of(k): v for k, v in read_bundle(out.read_bytes()).items() if target_of(k)}
    for target, value in (("gfx1030", 867), ("gfx942", 907)):
        co = tmp_path / f"{target}.co"
        co.write_bytes(entries[target])
        dis = subprocess.run(["llvm-objdump-19", "-d", f"--mcpu={target}", str(co)], capture_output=True,
                             text=True, check=True).stdout
        assert f"0x{value:x}" in dis, f"{target}: __CUDA_ARCH__ + 7 = {value} not in the code"


def test_kernels_and_cuda_calls_in_project_headers(cache_dir, tmp_path):
    # A .cuh with the kernel, a .h that includes <cuda_runtime.h> and calls the runtime: both are translated into
    # the build's mirror folder, in the code-object build as in the nvcc-style one.
    (tmp_path / "kern.cuh").write_text("#pragma once\n__global__ void scale(float* x, float a) "
                                       "{ x[threadIdx.x] *= a; }\n")
    (tmp_path / "check.h").write_text('#pragma once\n#include <cuda_runtime.h>\n#include <cstdio>\n'
                                      '#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) '
                                      'printf("%s\\n", cudaGetErrorString(e)); } while (0)\n')
    src = tmp_path / "main.cu"
    src.write_text('#include "check.h"\n#include "kern.cuh"\n'
                   "void run(float* d) { scale<<<1, 32>>>(d, 2.0f); CHECK(cudaDeviceSynchronize()); }\n")
    out = tmp_path / "m.hsaco"
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030", check=True)
    (t,) = read_code_object(out.read_bytes()).targets
    assert [k.name for k in t.kernels] == ["_Z5scalePff"]
    run_pycucc("-c", src, "-o", tmp_path / "m.o", "--offload-arch=gfx1030", check=True)


def test_a_missing_header_is_the_error_reported(cache_dir, tmp_path):
    src = tmp_path / "inc.cu"
    src.write_text('#include "missing.cuh"\n__global__ void k(int* p) { p[0] = 1; }\n')
    p = run_pycucc(src, "-o", tmp_path / "x.hsaco", "--offload-arch=gfx1030")
    assert p.returncode == 1 and "'missing.cuh' file not found" in p.stderr and f"{src}:1:" in p.stderr
    assert "no kernels" not in p.stderr


@pytest.mark.parametrize("std", ["c++20", "gnu++20"])
def test_cxx20_builds_without_precompiled_preludes(cache_dir, tmp_path, std):
    # clang-19 treats a PCH like a module under C++20 and rejects HIP's host/device overloads as ODR clashes.
    src = tmp_path / "k.cu"
    src.write_text("#include <cstdio>\n#include <span>\n__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }\n"
                   "int main() { float v[2]{}; std::span<float> s(v); printf(\"%zu\\n\", s.size()); }\n")
    for argv in ([src, "-o", tmp_path / "k.hsaco"], ["-c", src, "-o", tmp_path / "k.o"]):
        p = run_pycucc(*argv, f"-std={std}", "-v", "--offload-arch=gfx1030", check=True)
        commands = [line for line in p.stderr.splitlines() if "clang" in line and f"-std={std}" in line]
        assert commands and not [c for c in commands if "-include-pch" in c], p.stderr


def test_template_kernel_over_vector_types_validates(cache_dir, tmp_path):
    # CUDA's float4 is a plain struct in the parse and in the compile (pycucc_cuda_vectors.h): the kernel has the
    # name nvcc gives it, and validation finds it.
    src = tmp_path / "v.cu"
    src.write_text("template <class T> __global__ void k(float4* p, T s) { p[threadIdx.x].x *= s; }\n"
                   "void run(float4* p) { k<float><<<1, 64>>>(p, 2.0f); }\n")
    out = tmp_path / "v.hsaco"
    run_pycucc(src, "-o", out, "--offload-arch=gfx1030", check=True)
    (t,) = read_code_object(out.read_bytes()).targets
    assert [k.name for k in t.kernels] == ["_Z1kIfEvP6float4T_"]
    run_pycucc("-c", src, "-o", tmp_path / "v.o", "--offload-arch=gfx1030", check=True)


@pytest.mark.parametrize("mode", ["hsaco", "c"])
def test_cuda_headers_found_through_include_folders_and_relative_paths_are_translated(cache_dir, tmp_path, mode):
    (tmp_path / "inc" / "sub").mkdir(parents=True)
    (tmp_path / "include").mkdir()
    (tmp_path / "src").mkdir()
    (tmp_path / "inc" / "util.h").write_text(
        "#pragma once\n#include <cuda_runtime.h>\n#define CHECK(x) do { cudaError_t e = (x); (void)e; } while (0)\n")
    (tmp_path / "inc" / "sub" / "kern.cuh").write_text("#pragma once\n__global__ void kk(float* p) { p[0] = 1; }\n")
    (tmp_path / "include" / "rel.h").write_text(
        "#pragma once\n#include <cuda_runtime.h>\ninline void sync() { cudaDeviceSynchronize(); }\n")
    src = tmp_path / "src" / "b.cu"
    src.write_text('#include "util.h"\n#include "sub/kern.cuh"\n#include "../include/rel.h"\n'
                   "__global__ void k(int* p) { p[0] = __LINE__; }\nvoid f() { CHECK(cudaDeviceSynchronize()); sync(); }\n")
    out = tmp_path / ("b.hsaco" if mode == "hsaco" else "b.o")
    args = [src, "-I", tmp_path / "inc", "-o", out, "--offload-arch=gfx1030"] + (["-c"] if mode == "c" else [])
    run_pycucc(*args, check=True)
    if mode == "hsaco":
        (t,) = read_code_object(out.read_bytes()).targets
        assert sorted(k.name for k in t.kernels) == ["_Z1kPi", "_Z2kkPf"]
