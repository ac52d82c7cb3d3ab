"""The CUDA libraries (issue 12): translated library code compiles against the real ROCm library headers, the
realistic programs of testdata/libraries build and link through the nvcc driver, version and ROC-option
diagnostics, the link error for a missing HIP library, and coverage of the CUDA 13 headers.

The ROCm headers: Debian 12's hipSPARSE/rocSPARSE/hipRAND/rocRAND/rocPRIM (make setup) plus Debian 13's hipBLAS,
rocBLAS, hipFFT, rocFFT, hipSOLVER, rocSOLVER, hipCUB, rocThrust, RCCL and roctx, fetched once by tools/rocm_libs.py
(a private trixie sources list, nothing on the system changes; ~13 MB). Without network or apt the compile tests
skip with the reason.
"""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from testutil import ROOT, hip_compile, run_pycucc, toolchain

from pycucc import codes, libraries
from pycucc.translate import TranslateOptions
from pycucc.rules import load_rules
from pycucc.translate import make_hip

ROOTP = Path(ROOT)
GOLDEN_DIR = ROOTP / "testdata" / "translate"
PROGRAMS = ROOTP / "testdata" / "libraries"
COMPAT = ROOTP / "compiler" / "include" / "pycucc_compat.h"
LIBRARY = "// LIBRARY: "


def _tool(name):
    spec = importlib.util.spec_from_file_location(f"pycucc_tool_{name}", ROOTP / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


rocm_libs = _tool("rocm_libs")


def _marker(path: Path) -> str:
    for line in path.read_text(encoding="utf-8", errors="surrogateescape").splitlines():
        if line.startswith(LIBRARY):
            return line[len(LIBRARY):]
    return ""


FLAT_LIBRARIES = ("hipblas", "hipsparse", "hipsolver", "rocblas", "rocsparse")
LIBRARY_GOLDEN = sorted(p for p in GOLDEN_DIR.glob("*.cu") if _marker(p))
COMPILED_GOLDEN = [p for p in LIBRARY_GOLDEN if not _marker(p).startswith("none")]


@pytest.fixture(scope="session")
def rocm():
    """(include folders, library folders) of the ROCm libraries, or a skip saying why there are none."""
    toolchain()  # skips, saying why, without one
    try:
        inc, lib = rocm_libs.folders()
    except rocm_libs.Unavailable as e:
        pytest.skip(f"ROCm library headers unavailable: {e}")
    return [d for d in inc if d != "/usr/include"], lib


def _golden_options(path: Path) -> TranslateOptions:
    from test_golden import options_of
    return options_of(path.read_text())


def _compile(text: str, tmp_path: Path, name: str, include: list, device: bool) -> subprocess.CompletedProcess:
    src = tmp_path / (name + ".hip")
    src.write_text(text)
    cmd = hip_compile("--cuda-device-only" if device else "--cuda-host-only", "--offload-arch=gfx1030", "-std=c++17",
                      "-fsyntax-only", "-Wno-unused-result", "-Wno-unused-value", "-include", COMPAT)
    cmd += [f"-isystem{d}" for d in include] + [str(src)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600)


# ------------------------------------------------------------------------------------------- golden files
def test_every_library_rules_file_has_golden_files():
    stems = {Path(r.path).stem for r in load_rules().rules if Path(r.path).stem in
             (*libraries.library_heads(), "cub", "thrust")}
    covered = {p.name.split("_")[1] for p in LIBRARY_GOLDEN}
    assert stems <= covered, stems - covered
    assert len(COMPILED_GOLDEN) >= 10


@pytest.mark.toolchain
@pytest.mark.parametrize("path", COMPILED_GOLDEN, ids=lambda p: p.name)
def test_library_golden_compiles_against_the_rocm_headers(path, rocm, tmp_path):
    """Every mapped name used once, translated, type-checked against ROCm's own headers (host and device pass)."""
    opts = _golden_options(path)
    res = make_hip(path.read_text(), str(path), opts)
    assert not [d for d in res.diagnostics if d.is_error], [d.render() for d in res.diagnostics if d.is_error]
    include = rocm[0]
    if opts.header_layout == "hipify":
        # hipify-clang's flat spellings ("hipblas.h") find the headers in each library's folder, as ROCm's flat
        # layout before 6 had them at the top
        include = include + sorted({os.path.join(d, sub) for d in include + ["/usr/include"]
                                    for sub in FLAT_LIBRARIES if os.path.isdir(os.path.join(d, sub))})
    for device in (False, True):
        proc = _compile(res.text, tmp_path, path.stem, include, device)
        assert proc.returncode == 0, proc.stderr[-4000:]


# ------------------------------------------------------------------------------------------- programs
# program -> the CUDA libraries it links (the nvcc driver links their HIP counterparts) and a HIP library whose
# name must be in the executable's DT_NEEDED.
PROGRAM_LINKS = {
    "sgemm": (["-lcublas"], b"libhipblas.so"),
    "batched_fft": (["-lcufft"], b"libhipfft.so"),
    "csr_spmv": (["-lcusparse"], b"libhipsparse.so"),
    "dense_lu": (["-lcusolver"], b"libhipsolver.so"),
    "curand_host_device": (["-lcurand"], b"libhiprand.so"),
    "cub_reduce_scan": ([], b"libamdhip64.so"),
    "thrust_sort": ([], b"libamdhip64.so"),
}


def test_every_program_is_listed():
    assert {p.stem for p in PROGRAMS.glob("*.cu")} == set(PROGRAM_LINKS)


@pytest.mark.toolchain
@pytest.mark.parametrize("name", sorted(PROGRAM_LINKS))
def test_program_compiles_and_links(name, rocm, tmp_path, cache_dir):
    """`pycucc -c` then `pycucc app.cu -o app -l...` as a user runs them. The link is link-only: the Debian 13
    shared libraries need rocBLAS/rocSOLVER/rocRAND (hundreds of MB of GPU kernels, not fetched), so their own
    dependencies are left unresolved (--allow-shlib-undefined) and nothing is run."""
    src = PROGRAMS / f"{name}.cu"
    inc = [a for d in rocm[0] for a in ("-isystem", d)]
    obj = tmp_path / f"{name}.o"
    proc = run_pycucc("-c", src, "-o", obj, "--offload-arch=gfx1030", *inc)
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert obj.read_bytes()[:4] == b"\x7fELF"
    libs, needed = PROGRAM_LINKS[name]
    exe = tmp_path / name
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030", *inc, *[f"-L{d}" for d in rocm[1]], *libs,
                      "-Xlinker", "--allow-shlib-undefined")
    assert proc.returncode == 0, proc.stderr[-4000:]
    data = exe.read_bytes()
    assert data[:4] == b"\x7fELF" and needed in data


@pytest.mark.toolchain
def test_missing_hip_library_names_its_package(tmp_path, cache_dir):
    """-lcudnn links MIOpen, which Debian does not package: the error says which packages provide it."""
    src = tmp_path / "m.cu"
    src.write_text("int main() { return 0; }\n")
    proc = run_pycucc(src, "-o", tmp_path / "m", "--offload-arch=gfx1030", "-lcudnn")
    assert proc.returncode == 1
    assert f"[{codes.HIP_LIBRARY_MISSING}]" in proc.stderr
    assert "'MIOpen' (linked for -lcudnn)" in proc.stderr and "miopen-hip-dev" in proc.stderr


@pytest.mark.toolchain
def test_missing_hip_library_header_names_its_package(tmp_path, cache_dir):
    """<cudnn.h> is MIOpen's header, which Debian does not package: the compile's bare "file not found" becomes the
    located error naming the CUDA header and the packages, also for an include in a project header."""
    (tmp_path / "dnn_utils.h").write_text("#pragma once\n#include <cudnn.h>\n")
    src = tmp_path / "m.cu"
    src.write_text('#include <cuda_runtime.h>\n#include "dnn_utils.h"\nint main() { return 0; }\n')
    proc = run_pycucc("-c", src, "-o", tmp_path / "m.o", "--offload-arch=gfx1030")
    assert proc.returncode == 1 and not (tmp_path / "m.o").exists()
    assert f"dnn_utils.h:2:10: fatal error: <cudnn.h> is <miopen/miopen.h> on AMD GPUs, which is not installed " \
        in proc.stderr and f"[{codes.HIP_LIBRARY_HEADER_MISSING}]" in proc.stderr, proc.stderr
    assert "note: install miopen-hip-dev" in proc.stderr and "file not found" not in proc.stderr, proc.stderr


@pytest.mark.toolchain
def test_a_missing_header_names_its_own_librarys_package(tmp_path, cache_dir):
    """cublas.rules holds hipBLAS and hipBLASLt: where neither is installed, <cublasLt.h>'s error names hipBLASLt's
    packages (which Debian does not package) and then hipBLAS's, on which pycucc's stand-in for hipBLASLt is built
    (compiler/include/fallback/hipblaslt/hipblaslt.h)."""
    if os.path.isdir("/usr/include/hipblaslt"):
        pytest.skip("hipBLASLt is installed here: the header is found")
    src = tmp_path / "lt.cu"
    src.write_text("#include <cublasLt.h>\nint main() { cublasLtHandle_t h; return (int)cublasLtCreate(&h); }\n")
    proc = run_pycucc("-c", src, "-o", tmp_path / "lt.o", "--offload-arch=gfx1030")
    assert proc.returncode == 1 and not (tmp_path / "lt.o").exists()
    if os.path.isdir("/usr/include/hipblas"):
        pytest.skip("hipBLAS is installed here: <cublasLt.h> is pycucc's stand-in over it (test_cublaslt_standin)")
    assert ("lt.cu:1:11: fatal error: <cublasLt.h> is <hipblaslt/hipblaslt.h> on AMD GPUs, which is not installed, "
            "nor hipblas, which pycucc's stand-in for it is built on") in proc.stderr, proc.stderr
    # hipBLASLt's packages first (libhipblas-dev would not give it), then what the stand-in needs
    assert re.search(r"note: install hipblaslt-dev .*; or, for pycucc's stand-in, libhipblas-dev", proc.stderr), \
        proc.stderr
    assert proc.stderr.count("error") == 1, proc.stderr


@pytest.mark.toolchain
@pytest.mark.parametrize("include, says, package", [
    ("thrust/device_vector.h", "<thrust/device_vector.h> (a HIP library keeps the CUDA name), which is not installed",
     "librocthrust-dev"),
    ("cub/cub.cuh", "<cub/cub.cuh> is <hipcub/hipcub.hpp> on AMD GPUs, which is not installed", "libhipcub-dev")])
def test_a_header_only_librarys_missing_header_names_its_package(tmp_path, cache_dir, include, says, package):
    """Thrust and CUB have no `library` entry (nothing to link): their rules files' `file` entries name the package
    (rocThrust, hipCUB: Debian 13's, not Debian 12's)."""
    hip = "thrust" if include.startswith("thrust") else "hipcub"
    if os.path.isdir(f"/usr/include/{hip}"):
        pytest.skip(f"{hip} is installed here: the header is found")
    src = tmp_path / "t.cu"
    src.write_text(f"#include <{include}>\nint main() {{ return 0; }}\n")
    proc = run_pycucc("-c", src, "-o", tmp_path / "t.o", "--offload-arch=gfx1030")
    assert proc.returncode == 1 and not (tmp_path / "t.o").exists()
    assert f"t.cu:1:10: fatal error: {says}" in proc.stderr and f"[{codes.HIP_LIBRARY_HEADER_MISSING}]" in proc.stderr, \
        proc.stderr
    assert f"note: install {package} (Debian 13 and later" in proc.stderr, proc.stderr


@pytest.mark.toolchain
def test_nvtx_without_roctx_builds_and_runs_with_a_note(tmp_path, cache_dir):
    """Debian 12 packages no roctx: a program with NVTX ranges (and -lnvToolsExt) builds with pycucc's stand-in, whose
    calls return what NVTX's return with no profiler attached, and says so once (PCC1024, a note: -Werror builds
    pass); with roctx's headers on the include path (Debian 13's), the installed roctx is what the object calls."""
    src = tmp_path / "r.cu"
    src.write_text('#include <cstdio>\n#include <nvtx3/nvToolsExt.h>\nint main() {\n  int a = nvtxRangePushA("x");\n'
                   '  nvtxMark("m");\n  int b = nvtxRangePop();\n  std::printf("%d %d\\n", a, b);\n}\n')
    if not any(os.path.isdir(os.path.join(d, "roctracer")) for d in ("/usr/include", "/usr/local/include")):
        proc = run_pycucc(src, "-o", tmp_path / "r", "--offload-arch=gfx1030", "-lnvToolsExt", "-Werror")
        assert proc.returncode == 0, proc.stderr
        assert proc.stderr.count("[PCC1024") == 1 and "r.cu:2:11: note: <nvtx3/nvToolsExt.h> is <roctracer/roctx.h>" \
            in proc.stderr and "install libroctx-dev" in proc.stderr, proc.stderr
        run = subprocess.run([str(tmp_path / "r")], capture_output=True, text=True, timeout=60)
        assert (run.returncode, run.stdout) == (0, "-2 -2\n"), run.stderr
    try:
        inc, _ = rocm_libs.folders()
    except rocm_libs.Unavailable as e:
        pytest.skip(f"roctx's headers: {e}")
    flags = [f"-I{d}" for d in inc if d != "/usr/include"]
    proc = run_pycucc("-c", src, "-o", tmp_path / "r.o", "--offload-arch=gfx1030", *flags)
    assert proc.returncode == 0 and "PCC1024" not in proc.stderr, proc.stderr
    nm = subprocess.run(["llvm-nm-19", "--undefined-only", str(tmp_path / "r.o")], capture_output=True, text=True)
    assert "roctxRangePushA" in nm.stdout and "roctxMarkA" in nm.stdout, nm.stdout + nm.stderr
    # NVTX 3 is header-only: a CUDA program links nothing for it, so the link takes roctx where it is installed
    # (nvtx.rules' header_only=yes), with no -lnvToolsExt, and the program runs on it
    exe = tmp_path / "r"
    proc = run_pycucc(tmp_path / "r.o", "-o", exe, *[f"-L{d}" for d in rocm_libs.folders()[1]])
    assert proc.returncode == 0, proc.stderr
    needed = subprocess.run(["readelf", "-d", str(exe)], capture_output=True, text=True).stdout
    assert "[libroctx64.so" in needed, needed


# Programs whose HIP library Debian 12 installs (make setup): built against the system's, they run. Without a GPU
# the first library call that needs one reports its status through the program's own check and it exits 1.
RUNNABLE = {"csr_spmv": ("-lcusparse", "libhipsparse-dev", "cuSPARSE error"),
            "curand_host_device": ("-lcurand", "libhiprand-dev", "cuRAND error")}


@pytest.mark.toolchain
@pytest.mark.parametrize("name", sorted(RUNNABLE))
def test_a_program_of_an_installed_library_runs(name, tmp_path, cache_dir):
    lib, package, failure = RUNNABLE[name]
    if not rocm_libs.installed(package):
        pytest.skip(f"{package} is not installed (make setup installs it)")
    exe = tmp_path / name
    proc = run_pycucc(PROGRAMS / f"{name}.cu", "-o", exe, "--offload-arch=gfx1030", lib)
    assert proc.returncode == 0, proc.stderr[-4000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    if run.returncode != 0:  # no GPU: the program's own status check, not a loader error or a crash
        assert run.returncode == 1 and f"{name}.cu:" in run.stderr and failure in run.stderr, run.stderr


@pytest.mark.toolchain
def test_translated_cublas_code_gets_the_switches_its_rocm_headers_need(rocm, tmp_path, cache_dir):
    """hipBLAS before ROCm 7 takes hipComplex only with ROCM_MATHLIBS_API_USE_HIP_COMPLEX (5.x) or HIPBLAS_V2
    (6.x) defined, hipSOLVER cuBLAS's enums with HIPSOLVER_USE_HIPBLAS_ENUMS: a translated file that includes
    their headers includes pycucc_compat.h before them, and compiles with nothing of pycucc on the command line."""
    src = tmp_path / "c.cu"
    src.write_text("#include <cublas_v2.h>\n#include <cusolverDn.h>\n#include <cuComplex.h>\n#include <cuda_runtime.h>\n"
                   "int gemm(cublasHandle_t h, cusolverDnHandle_t s, const cuComplex* a, cuComplex* c, int n) {\n"
                   "  const cuComplex one = make_cuComplex(1.0f, 0.0f);\n"
                   "  int lw = 0;\n"
                   "  cusolverDnCpotrf_bufferSize(s, CUBLAS_FILL_MODE_LOWER, n, c, n, &lw);\n"
                   "  return (int)cublasCgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, a, n, &one, c, n);\n}\n")
    out = tmp_path / "out"
    proc = run_pycucc("translate", src, "-o", out / "c.hip")
    assert proc.returncode == 0, proc.stderr
    text = (out / "c.hip").read_text()
    assert text.startswith('#include "pycucc_compat.h"\n#include <hipblas/hipblas.h>\n'), text[:300]
    cmd = hip_compile("--cuda-host-only", "--offload-arch=gfx1030", "-std=c++17", "-fsyntax-only",
                      *[f"-isystem{d}" for d in rocm[0]], out / "c.hip", device_lib=False)
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    again = run_pycucc("translate", out / "c.hip", "-o", tmp_path / "again" / "c.hip")
    assert (tmp_path / "again" / "c.hip").read_text().count("pycucc_compat.h") == 1, again.stderr


LIBS_APP = ROOTP / "testdata" / "projects" / "libs_app"


@pytest.mark.toolchain
@pytest.mark.skipif(not shutil.which("cmake") or not shutil.which("ninja"), reason="make setup installs cmake and ninja")
def test_cmake_links_the_library_targets(rocm, tmp_path, cache_dir):
    """FindCUDAToolkit's CUDA::cusparse, CUDA::curand, CUDA::cublas (which links CUDA::cublasLt too), CUDA::cufft
    and CUDA::cusolver, with pycucc as the CUDA compiler and host C++ against the toolkit's headers. The
    cuSPARSE/cuRAND program runs (Debian's hipSPARSE and hipRAND); the other is link-only where its libraries
    are Debian 13's fetched ones (their rocBLAS/rocSOLVER are not fetched)."""
    pycucc = Path(os.path.dirname(sys.executable)) / "pycucc"
    inc = " ".join(f"-isystem {d}" for d in rocm[0])
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(LIBS_APP), "-B", str(b), "-G", "Ninja", f"-DCMAKE_CUDA_COMPILER={pycucc}",
                          "-DCMAKE_CUDA_ARCHITECTURES=86", f"-DCMAKE_CUDA_FLAGS={inc}", f"-DCMAKE_CXX_FLAGS={inc}",
                          "-DCMAKE_EXE_LINKER_FLAGS=" + " ".join(f"-L{d}" for d in rocm[1])
                          + " -Wl,--allow-shlib-undefined"], capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    p = subprocess.run(["cmake", "--build", str(b)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    needed = subprocess.run(["readelf", "-d", str(b / "blas_fft")], capture_output=True, text=True).stdout
    for lib in ("libhipblas.so", "libhipfft.so", "libhipsolver.so", "libamdhip64.so"):
        assert f"[{lib}" in needed, needed
    lt = Path(re.search(r"CUDA_cublasLt_LIBRARY:FILEPATH=(.*)", (b / "CMakeCache.txt").read_text()).group(1)).read_text()
    # hipBLASLt's path, or (not installed) hipBLAS, which pycucc's stand-in for hipBLASLt calls
    assert "INPUT(/" in lt or ("stand-in over libhipblas" in lt and "INPUT(-lhipblas)" in lt), lt
    run = subprocess.run([str(b / "sparse_rand")], capture_output=True, text=True, timeout=120)
    assert "sparse_rand: cusparseCreate: CUSPARSE_STATUS_" in run.stdout, run.stdout + run.stderr
    if "sparse_rand: 0 devices (hipErrorNoDevice)" in run.stdout:
        assert run.returncode == 1
    else:
        assert run.returncode == 0, run.stdout + run.stderr


# ------------------------------------------------------------------------------------------- versions, --roc
def test_newer_library_names_warn_against_an_older_library():
    """Rules newer than the library version the translation targets say so (PCC1101), and only those."""
    rs = load_rules()
    path = GOLDEN_DIR / "lib_cublas_newer_hip.cu"
    res = make_hip(path.read_text(), str(path), TranslateOptions(library_versions=(("hipblas", (5, 5)),)))
    warned = {d.line for d in res.diagnostics if d.code == codes.LIBRARY_TOO_OLD}
    by_id = {r.id: r for r in rs.rules}
    newer = [c for c in res.conversions if (by_id[c.rule_id].attr("hip_since") or (0,)) > (5, 5)
             and rs.library_for(by_id[c.rule_id]).target == "hipblas"]
    assert newer and {c.line for c in newer} <= warned
    assert any("needs hipblas 6.3 or newer; found hipblas 5.5" in d.message for d in res.diagnostics)
    res = make_hip(path.read_text(), str(path), TranslateOptions(library_versions=(("hipblas", (7, 0)),)))
    assert not [d for d in res.diagnostics if d.code == codes.LIBRARY_TOO_OLD]


def test_roc_option_translates_to_rocblas_and_says_what_has_no_roc_form():
    src = ("#include <cublas_v2.h>\nvoid f(cublasHandle_t h, const float* a, float* c) {\n"
           "  float one = 1.0f;\n"
           "  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, 4, 4, 4, &one, a, 4, a, 4, &one, c, 4);\n"
           "  cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &one, a, 4, 0, a, 4, 0, &one, c, 4, 0, 1);\n"
           "}\n")
    hip = make_hip(src, "/tmp/roc.cu", TranslateOptions())
    roc = make_hip(src, "/tmp/roc.cu", TranslateOptions(roc=True))
    assert "hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_T" in hip.text and "<hipblas/hipblas.h>" in hip.text
    assert "rocblas_sgemm(h, rocblas_operation_none, rocblas_operation_transpose" in roc.text
    assert "<rocblas/rocblas.h>" in roc.text and "rocblas_handle h" in roc.text
    assert not [d for d in hip.diagnostics if d.code == codes.NO_ROC_FORM]


def test_roc_option_checks_the_rocrand_release_of_the_roc_name():
    """rocRAND had rocrand_set_ordering from ROCm 5.5, hipRAND hiprandSetGeneratorOrdering from 6.2 (HIPIFY's
    tables): with the ROC option the roc= name's release (roc_since) is the one checked, without it hip_since."""
    src = "#include <curand.h>\nvoid f(curandGenerator_t g) { curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST); }\n"
    def too_old(roc, versions):
        res = make_hip(src, "/tmp/order.cu", TranslateOptions(roc=roc, library_versions=versions))
        return sorted(d.message for d in res.diagnostics if d.code == codes.LIBRARY_TOO_OLD)
    assert too_old(True, (("rocrand", (5, 3)),)) == [
        f"'{n}' needs rocrand 5.5 or newer; found rocrand 5.3" for n in ("CURAND_ORDERING_PSEUDO_BEST",
                                                                          "curandSetGeneratorOrdering")]
    assert too_old(True, (("rocrand", (5, 5)),)) == []
    assert too_old(False, (("hiprand", (5, 5)),)) == [
        f"'{n}' needs hiprand 6.2 or newer; found hiprand 5.5" for n in ("CURAND_ORDERING_PSEUDO_BEST",
                                                                          "curandSetGeneratorOrdering")]


# ------------------------------------------------------------------------------------------- coverage
# HIPIFY's mapped function counts (AMD's documentation), the goal; the floors below are what the rules reach
# (docs/coverage.md), kept from regressing. cuComplex: HIPIFY's table maps 23 functions (its 26 counted the 3 data
# types too). cuSPARSE's 537 counts the routines CUDA 11 and 12 removed (cusparseScsrmv, csrsv2, HYB, ...), which
# CUDA 13's headers do not declare: those are the legacy count (the `declares ... [removed=yes]` headers of the
# rules files), reached together.
# cuDNN's 85 counts cuDNN 8's v6 RNN API (cudnnRNNForwardTraining, ...; legacy here too) and renames whose arguments
# MIOpen does not take in the same meaning (cudnnConvolutionForward without MIOpen's find step,
# cudnnGetLRNDescriptor without MIOpen's mode output, the CTC loss, ...): those stay unsupported, so cuDNN stops at
# CUDA 13's 72 and the 9 removed routines, 81.
FLOORS = {"cublas": 770, "cusparse": 404, "cusolver": 280, "curand": 54, "cufft": 49, "cucomplex": 23,
          "cudnn": 72, "nccl": 51, "nvrtc": 13, "nvtx": 8}
HIPIFY = {"cublas": 706, "cusparse": 537, "cusolver": 279, "curand": 50, "cufft": 43, "cudnn": 85, "cucomplex": 23}
REACHED = ("cublas", "cusolver", "curand", "cufft", "cucomplex")  # HIPIFY's count met by CUDA 13's functions
LEGACY_FLOORS = {"cusparse": 133, "cudnn": 9}  # the removed routines mapped


def test_every_name_of_the_cuda13_library_headers_has_a_rule():
    cov = libraries.coverage()
    assert all(r["all_missing"] == 0 for r in cov.values()), {k: r["all_missing"] for k, r in cov.items()}
    for lib, floor in FLOORS.items():
        assert cov[lib]["functions_mapped"] >= floor, (lib, cov[lib])
    for lib in REACHED:
        assert cov[lib]["functions_mapped"] >= HIPIFY[lib], (lib, cov[lib])


def test_removed_routines_are_counted_apart_from_cuda13():
    """The routines CUDA 13 removed (cuSPARSE's csrsv2 of CUDA 11.8, csrmv of CUDA 10.2) each have a rule, are
    counted in the legacy fields only (none of them is a CUDA 13 name), and with CUDA 13's functions reach HIPIFY's
    cuSPARSE count."""
    cov = libraries.coverage()
    assert all(r["legacy_all_missing"] == 0 for r in cov.values())
    for lib, floor in LEGACY_FLOORS.items():
        assert cov[lib]["legacy_functions_mapped"] >= floor, (lib, cov[lib])
        assert not set(libraries.legacy_names(lib)) & set(libraries.api_names(lib))
    assert cov["cusparse"]["functions_mapped"] + cov["cusparse"]["legacy_functions_mapped"] >= HIPIFY["cusparse"]
    legacy = libraries.legacy_names("cusparse")
    assert legacy["cusparseScsrsv2_solve"][1] == "pycucc_cusparse_legacy.h"
    assert legacy["cusparseScsrmv"][1] == "pycucc_cusparse_legacy10.h"
    assert "cusparseScsrmv" not in libraries.api_names("cusparse")
    legacy = libraries.legacy_names("cudnn")  # cuDNN 8.9's, which cuDNN 9 removed
    assert legacy["cudnnRNNForwardTraining"][1] == "pycucc_cudnn_legacy.h"
    assert "cudnnRNNForwardTraining" not in libraries.api_names("cudnn")
    assert "cudnnRNNForward" in libraries.api_names("cudnn") and "cudnnRNNForward" not in legacy


LEGACY_RNN = """#include <cudnn.h>
void train(cudnnHandle_t h, cudnnRNNDescriptor_t rnn, cudnnDropoutDescriptor_t drop, int seq,
           cudnnTensorDescriptor_t* xd, cudnnTensorDescriptor_t* yd, cudnnTensorDescriptor_t hd,
           cudnnFilterDescriptor_t wd, const void* x, void* y, const void* hx, const void* w, void* dw,
           void* ws, void* rs) {
  cudnnSetRNNDescriptor_v6(h, rnn, 512, 2, drop, CUDNN_LINEAR_INPUT, CUDNN_BIDIRECTIONAL, CUDNN_LSTM,
                           CUDNN_RNN_ALGO_STANDARD, CUDNN_DATA_FLOAT);
  size_t wsn = 0, rsn = 0, wn = 0;
  cudnnGetRNNWorkspaceSize(h, rnn, seq, xd, &wsn);
  cudnnGetRNNTrainingReserveSize(h, rnn, seq, xd, &rsn);
  cudnnGetRNNParamsSize(h, rnn, xd[0], &wn, CUDNN_DATA_FLOAT);
  cudnnRNNForwardTraining(h, rnn, seq, xd, x, hd, hx, hd, nullptr, wd, w, yd, y, hd, nullptr, hd, nullptr,
                          ws, wsn, rs, rsn);
  cudnnRNNBackwardWeights(h, rnn, seq, xd, x, hd, hx, yd, y, ws, wsn, wd, dw, rs, rsn);
  cudnnRNNForwardInference(h, rnn, seq, xd, x, hd, hx, hd, nullptr, wd, w, yd, y, hd, nullptr, hd, nullptr,
                           ws, wsn);
  int hidden, layers;
  cudnnDropoutDescriptor_t d2;
  cudnnRNNInputMode_t in;
  cudnnDirectionMode_t dir;
  cudnnRNNMode_t cell;
  cudnnRNNAlgo_t algo;
  cudnnDataType_t prec;
  cudnnGetRNNDescriptor_v6(h, rnn, &hidden, &layers, &d2, &in, &dir, &cell, &algo, &prec);
}
"""


def test_removed_cudnn_rnn_api_translates_to_miopens():
    """A cuDNN 8 program of the v6 RNN API (cuDNN 9 removed it) parses without errors and becomes MIOpen's RNN
    calls: the same arguments, the descriptor with cuDNN's default double bias, cudnnRNNBackwardWeights' workspace
    moved after dw, and a null for the bias mode cuDNN's getter lacks; each descriptor call warns what differs."""
    res = make_hip(LEGACY_RNN, "/tmp/legacy_rnn.cu", TranslateOptions())
    assert not [d for d in res.diagnostics if d.is_error], [d.render() for d in res.diagnostics]
    for text in ("miopenSetRNNDescriptor_V2(rnn, 512, 2, drop, miopenRNNlinear, miopenRNNbidirection, miopenLSTM, "
                 "miopenRNNwithBias, miopenRNNdefault, miopenFloat);",
                 "miopenGetRNNWorkspaceSize(h, rnn, seq, xd, &wsn);",
                 "miopenGetRNNTrainingReserveSize(h, rnn, seq, xd, &rsn);",
                 "miopenGetRNNParamsSize(h, rnn, xd[0], &wn, miopenFloat);",
                 "miopenRNNForwardTraining(h, rnn, seq, xd, x, hd, hx, hd, nullptr, wd, w, yd, y, hd, nullptr, hd, "
                 "nullptr,\n                          ws, wsn, rs, rsn);",
                 "miopenRNNBackwardWeights(h, rnn, seq, xd, x, hd, hx, yd, y, wd, dw, "
                 "const_cast<void *>(static_cast<const void *>(ws)), wsn, rs, rsn);",
                 "miopenRNNForwardInference(h, rnn, seq,", "miopenRNNAlgo_t algo;",
                 "miopenGetRNNDescriptor_V2(rnn, &hidden, &layers, &d2, &in, &dir, &cell, nullptr, &algo, &prec);",
                 "<miopen/miopen.h>"):
        assert text in res.text, text
    assert "cudnn" not in res.text.replace("#include <cudnn", "")
    warned = {d.message.split("'")[1] for d in res.diagnostics if not d.is_error}
    assert {"cudnnSetRNNDescriptor_v6", "cudnnGetRNNDescriptor_v6"} <= warned, warned


def test_cudnn_backend_functions_map_and_their_enumerations_are_diagnosed():
    """cuDNN's graph-API functions are MIOpen's miopenBackend* (ROCm 6.2), each warning that MIOpen declares them
    only with MIOPEN_BETA_API; the descriptor-type and attribute enumerators are MIOpen's own and stay errors."""
    src = ("#include <cudnn.h>\nvoid f(cudnnHandle_t h, cudnnBackendDescriptor_t pack) {\n"
           "  cudnnBackendDescriptor_t plan;\n"
           "  cudnnBackendCreateDescriptor(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR, &plan);\n"
           "  const int64_t ids[1] = {7};\n"
           "  cudnnBackendSetAttribute(pack, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64, 1, ids);\n"
           "  cudnnBackendFinalize(plan);\n  cudnnBackendExecute(h, plan, pack);\n"
           "  cudnnBackendDestroyDescriptor(plan);\n}\n")
    res = make_hip(src, "/tmp/backend.cu", TranslateOptions())
    for text in ("miopenBackendDescriptor_t plan;", "miopenBackendCreateDescriptor(", "miopenBackendFinalize(plan);",
                 "miopenBackendExecute(h, plan, pack);", "miopenBackendDestroyDescriptor(plan);",
                 "const_cast<void *>(static_cast<const void *>(ids))"):
        assert text in res.text, text
    errors = sorted(d.message.split("'")[1] for d in res.diagnostics if d.is_error)
    assert errors == ["CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS", "CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR",
                      "CUDNN_TYPE_INT64"], errors
    warns = [d.message for d in res.diagnostics if not d.is_error and "MIOPEN_BETA_API" in d.message]
    assert len(warns) == 5, warns


def test_cudnn_dropout_gives_miopen_the_noise_shape_of_the_input():
    """MIOpen's dropout takes a noise-shape descriptor cuDNN's lacks (HIPIFY's plain rename drops it): cuDNN's
    element-wise dropout is MIOpen's with the noise shaped as the input (forward) or the gradient (backward); the
    descriptor restored keeps the defaults cudnnSetDropoutDescriptor's rule gives."""
    src = ("#include <cudnn.h>\nvoid f(cudnnHandle_t h, cudnnDropoutDescriptor_t d, cudnnTensorDescriptor_t xd,\n"
           "       cudnnTensorDescriptor_t yd, void* x, void* y, void* r, size_t n, void* st, size_t sn) {\n"
           "  cudnnDropoutForward(h, d, xd, x, yd, y, r, n);\n"
           "  cudnnDropoutBackward(h, d, yd, y, xd, x, r, n);\n"
           "  cudnnRestoreDropoutDescriptor(d, h, 0.5f, st, sn, 42ULL);\n}\n")
    res = make_hip(src, "/tmp/dropout.cu", TranslateOptions())
    assert not [d for d in res.diagnostics if d.is_error], [d.render() for d in res.diagnostics]
    assert "miopenDropoutForward(h, d, xd, xd, x, yd, y, r, n);" in res.text
    assert "miopenDropoutBackward(h, d, yd, yd, y, xd, x, r, n);" in res.text
    assert "miopenRestoreDropoutDescriptor(d, h, 0.5f, st, sn, 42ULL, false, false, MIOPEN_RNG_PSEUDO_XORWOW);" in res.text


LEGACY_SPARSE = """#include <cusparse.h>
void solve(cusparseHandle_t h, cusparseMatDescr_t d, int n, int nnz, const float* val, const int* row,
           const int* col, const float* x, float* y, void* buf) {
  const float one = 1.0f, zero = 0.0f;
  cusparseScsrmv(h, CUSPARSE_OPERATION_NON_TRANSPOSE, n, n, nnz, &one, d, val, row, col, x, &zero, y);
  csrsv2Info_t info;
  cusparseCreateCsrsv2Info(&info);
  int size = 0;
  cusparseScsrsv2_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, n, nnz, d, (float*)val, row, col, info, &size);
  cusparseScsrsv2_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, n, nnz, d, val, row, col, info,
                           CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
  int pivot;
  if (cusparseXcsrsv2_zeroPivot(h, info, &pivot) == CUSPARSE_STATUS_ZERO_PIVOT) return;
  cusparseScsrsv2_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, n, nnz, &one, d, val, row, col, info, x, y,
                        CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
  cusparseDestroyCsrsv2Info(info);
  cusparseHybMat_t hyb;
  cusparseCreateHybMat(&hyb);
  cusparseScsr2hyb(h, n, n, d, val, row, col, hyb, 0, CUSPARSE_HYB_PARTITION_AUTO);
  cusparseShybmv(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, d, hyb, x, &zero, y);
  cusparseDestroyHybMat(hyb);
}
void spmv(cusparseHandle_t h, cusparseSpMatDescr_t a, cusparseDnVecDescr_t x, cusparseDnVecDescr_t y, void* buf) {
  const float one = 1.0f, zero = 0.0f;
  cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, x, &zero, y, CUDA_R_32F, CUSPARSE_MV_ALG_DEFAULT, buf);
}
"""


def test_removed_sparse_routines_translate():
    """A csrmv / csrsv2 / HYB program of CUDA 10-11, and a CUDA 11 SpMV with an algorithm CUDA 12 dropped from
    cusparseSpMVAlg_t, parse without errors and become hipSPARSE's same calls."""
    res = make_hip(LEGACY_SPARSE, "/tmp/legacy_sparse.cu", TranslateOptions())
    assert not [d for d in res.diagnostics if d.is_error], [d.render() for d in res.diagnostics]
    for name in ("hipsparseScsrmv(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, n, n, nnz", "csrsv2Info_t info;",
                 "hipsparseScsrsv2_analysis(", "HIPSPARSE_SOLVE_POLICY_USE_LEVEL", "hipsparseXcsrsv2_zeroPivot(",
                 "HIPSPARSE_STATUS_ZERO_PIVOT", "hipsparseHybMat_t hyb;", "HIPSPARSE_HYB_PARTITION_AUTO",
                 "hipsparseShybmv(", "<hipsparse/hipsparse.h>", "HIP_R_32F, HIPSPARSE_MV_ALG_DEFAULT, buf);"):
        assert name in res.text, name
    assert "cusparse" not in res.text.replace("#include <cusparse", "")


@pytest.mark.toolchain
def test_removed_sparse_routines_compile_against_hipsparse(rocm, tmp_path):
    """The same translation type-checks against the real hipSPARSE header (Debian 12's 5.3): the arguments of
    CUDA 10/11's signatures are those hipSPARSE takes."""
    res = make_hip(LEGACY_SPARSE, "/tmp/legacy_sparse.cu", TranslateOptions())
    for device in (False, True):
        proc = _compile(res.text, tmp_path, "legacy_sparse", rocm[0], device)
        assert proc.returncode == 0, proc.stderr[-4000:]


def _function_declarations(rs):
    """name -> the parameter type spellings of each of its declarations (overloads: curand_init has one per state
    type), from pycucc's own parse declarations of every library's headers and the removed routines'."""
    from pycucc import frontend, resources
    decls = resources.PARSE_INCLUDE_DIR
    out = {}
    for head in libraries.library_heads(rs).values():
        files = set(head.declares) | set(head.removed)
        for root in head.declares:
            tu = frontend.parse(f"#include <{root}>\n", os.path.join(decls, "pycucc_audit.cu")).tu
            for c in tu.cursor.walk_preorder():
                if c.kind.name != "FUNCTION_DECL" or c.location.file is None:
                    continue
                if os.path.relpath(c.location.file.name, decls) not in files:
                    continue
                params = tuple(a.type.spelling for a in c.get_arguments())
                if params not in out.setdefault(c.spelling, []):
                    out[c.spelling].append(params)
    return out


# Unsupported types that select one overload of a function whose other overloads map: cuRAND's test generator
# (curand_init, curand_uniform, skipahead of curandStateTest_t; hipRAND has no such state, its other states map).
OVERLOADS_HIP_LACKS = {"curandStateTest_t"}


def test_no_mapped_function_takes_a_type_the_rules_call_unsupported():
    """The rules audit of issue 21 as a test: a function the rules map whose parameter types they call unsupported
    is a contradiction (the call translates, its arguments cannot), which is how syevjInfo_t, gesvdjInfo_t,
    cusolver_int_t, cudaLibXtDesc, cublasComputeType_t (every GemmEx), cublasMath_t, libraryPropertyType and
    cublasLtMatrixLayout_t (every cublasLtMatmul) were found wrongly unsupported though ROCm has them. The
    prototypes are pycucc's own parse declarations of CUDA 13 (compiler/include/cuda; no CUDA install needed).
    Not contradictions: an overload HIP lacks (OVERLOADS_HIP_LACKS), a call rule
    that drops the argument (cudnnSetTensor4dDescriptor's format), and a mapping whose rule warns what does not
    carry over (cuDNN's backend API: MIOpen's graph API has other enumerations, ported by hand)."""
    rs = load_rules()
    word = re.compile(r"[A-Za-z_]\w*")
    unsupported = set(rs.unsupported)
    found = {}
    functions = 0

    def contradiction(name, params):
        """The unsupported names among the types of the arguments the mapping passes on."""
        call = rs.calls.get(name, {}).get(len(params))
        rule = call or rs.renames.get(name)
        if rule is None or rule.attr("warn"):
            return set()
        passed = set(word.findall(call.template)) if call else None
        return {w for i, t in enumerate(params) for w in word.findall(t) if w in unsupported
                and (passed is None or call.params[i] in passed)}

    for name, overloads in _function_declarations(rs).items():
        if name not in rs.renames and name not in rs.calls:
            continue
        functions += 1
        for w in set().union(*(contradiction(name, p) for p in overloads)) - OVERLOADS_HIP_LACKS:
            found.setdefault(w, []).append(name)
    assert functions > 1500
    assert not found, {w: (len(fs), sorted(fs)[:5]) for w, fs in sorted(found.items())}


def test_unsupported_library_entries_give_advice():
    rs = load_rules()
    for name, u in rs.unsupported.items():
        if Path(u.path).stem in (*libraries.library_heads(), "cub", "thrust"):
            assert len(u.advice) > 30, name


FETCH_BUDGET_S = 900  # all nine NVIDIA wheels are ~2 GB; past this the check skips instead of holding CI up


@pytest.mark.toolchain
def test_parse_declarations_match_the_real_cuda13_headers(tmp_path):
    """tools/gen_decls.py run on NVIDIA's real headers reproduces the committed parse declarations exactly: the
    coverage above counts the real CUDA 13 API. The headers come from NVIDIA's PyPI wheels (tools/
    cuda_lib_headers.py; cached, 7 MB kept of 2 GB downloaded once); offline, the check skips."""
    cuda_include = Path("/usr/local/cuda/include")
    if not (cuda_include / "cuda_runtime.h").is_file():
        pytest.skip(f"no CUDA toolkit in {cuda_include} (the walk needs cuda_runtime.h)")
    if os.environ.get("PYCUCC_TEST_NO_CUDA_WHEELS"):
        pytest.skip("PYCUCC_TEST_NO_CUDA_WHEELS is set")
    headers = _tool("cuda_lib_headers")
    start = time.monotonic()
    dirs = []
    for package in headers.WHEELS:
        left = FETCH_BUDGET_S - (time.monotonic() - start)
        if left <= 0:
            pytest.skip(f"fetching NVIDIA's wheels took over {FETCH_BUDGET_S} s")
        try:
            dirs.append(str(headers.fetch(package, timeout=left)))
        except headers.Unavailable as e:
            pytest.skip(f"NVIDIA's library headers unavailable: {e}")
    for package in headers.LEGACY_WHEELS:  # the older release of the routines CUDA 13 removed
        try:
            dirs.append(("--legacy-headers", str(headers.fetch(package, timeout=max(1.0, FETCH_BUDGET_S -
                                                                                       (time.monotonic() - start))))))
        except headers.Unavailable as e:
            pytest.skip(f"NVIDIA's library headers unavailable: {e}")
    gen = _tool("gen_decls")
    out = tmp_path / "decls"
    args = [a for d in dirs for a in (d if isinstance(d, tuple) else ("--headers", d))]
    assert gen.main([*args, "--cuda-include", str(cuda_include), "--out", str(out)]) == 0
    committed = ROOTP / "compiler" / "include" / "cuda"
    written = sorted(p.relative_to(out) for p in out.rglob("*.h"))
    assert written
    for rel in written:
        assert (out / rel).read_text() == (committed / rel).read_text(), f"{rel} differs: rerun tools/gen_decls.py"


@pytest.mark.toolchain
def test_cub_and_thrust_declarations_match_cuda13s_cccl(tmp_path):
    """tools/gen_cccl_decls.py on CUDA 13's CCCL reproduces the committed CUB and Thrust parse declarations."""
    cccl = Path("/usr/local/cuda/include/cccl")
    if not (cccl / "cub" / "cub.cuh").is_file():
        pytest.skip(f"no CCCL headers in {cccl}")
    curand = _tool("cuda_lib_headers").cached("nvidia-curand")
    if curand is None:
        pytest.skip("cuRAND's headers (curand_mtgp32_kernel.h, which clang's CUDA wrapper includes) are not cached")
    gen = _tool("gen_cccl_decls")
    out = tmp_path / "cccl"
    assert gen.main(["--cccl", str(cccl), "--curand-include", str(curand), "--out", str(out)]) == 0
    committed = ROOTP / "compiler" / "include" / "cuda"
    written = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    assert len(written) > 200
    for rel in written:
        assert (out / rel).read_text() == (committed / rel).read_text(), f"{rel} differs: rerun tools/gen_cccl_decls.py"


@pytest.mark.toolchain
def test_a_call_the_installed_library_declares_with_other_arguments_is_a_stub(rocm, tmp_path, cache_dir):
    """hipSPARSE before 3.0 (hipsparseGetErrorName) declares a hipsparseSpSV_solve with one more argument. Against
    such headers CUDA's call is a stub that returns the not-supported status, with a warning that says why, not
    clang's "no matching function"."""
    from pycucc.toolchain import installed_library
    sparse = installed_library("hipsparse", (*rocm[0], "/usr/include"))
    if sparse is None or "hipsparseGetErrorName" in sparse.names:
        pytest.skip("the hipSPARSE headers found are not ones of before hipSPARSE 3.0")
    src = tmp_path / "f.cu"
    src.write_text("#include <cstdio>\n#include <cusparse.h>\nint main() {\n"
                   "  cusparseHandle_t sh = nullptr; double one = 1;\n"
                   "  cusparseStatus_t s3 = cusparseSpSV_solve(sh, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, nullptr,\n"
                   "      nullptr, nullptr, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, nullptr);\n"
                   '  printf("%d\\n", (int)(s3 == CUSPARSE_STATUS_NOT_SUPPORTED));\n'
                   "  return 0;\n}\n")
    exe = tmp_path / "f"
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030", *[f"-I{d}" for d in rocm[0]])
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert ("f.cu:5:25: warning: 'cusparseSpSV_solve' needs hipsparse of ROCm 6.0 or newer (hipsparseSpSV_solve "
            "with CUDA's arguments") in proc.stderr, proc.stderr[-4000:]
    assert "declares hipsparseSpSV_solve with other arguments; compiled to a stub that returns" in proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "1\n"), run.stderr


# What the adapters of pycucc_library_adapters.h hand hipBLAS 0.54: a C file in the place of the library (its
# real runtime needs rocBLAS's GPU kernels and a GPU, neither here) records the arguments of each call.
_RECORDER = r"""
#include <stdio.h>
#include <stdint.h>
static void show(const char *f, int a, int b, int c, int t, int algo, long long x) {
    printf("%s %d %d %d %d %d %lld\n", f, a, b, c, t, algo, x);
}
int hipblasGemmEx(void *h, int ta, int tb, int m, int n, int k, const void *al, const void *A, int at, int lda,
                  const void *B, int bt, int ldb, const void *be, void *C, int ct, int ldc, int t, int algo) {
    show("gemm", at, bt, ct, t, algo, (long long)m * 10000 + n * 100 + k); return 0;
}
int hipblasGemmStridedBatchedEx(void *h, int ta, int tb, int m, int n, int k, const void *al, const void *A, int at,
                                int lda, int64_t sa, const void *B, int bt, int ldb, int64_t sb, const void *be,
                                void *C, int ct, int ldc, int64_t sc, int count, int t, int algo) {
    show("strided", at, bt, ct, t, algo, (long long)(sa + sb + sc) * 100 + count); return 0;
}
int hipblasGemmBatchedEx(void *h, int ta, int tb, int m, int n, int k, const void *al, const void **A, int at,
                         int lda, const void **B, int bt, int ldb, const void *be, void **C, int ct, int ldc,
                         int count, int t, int algo) {
    show("batched", at, bt, ct, t, algo, count); return 0;
}
int hipblasNrm2Ex(void *h, int n, const void *x, int xt, int incx, void *r, int rt, int et) {
    show("nrm2", xt, rt, et, 0, 0, n); return 0;
}
int hipblasAxpyEx(void *h, int n, const void *al, int alt, const void *x, int xt, int incx, void *y, int yt,
                  int incy, int et) {
    show("axpy", alt, xt, yt, et, 0, n); return 0;
}
int hipblasGetStream(void *h, void **s) { *s = 0; return 0; }
int hipblasDtrmm(void *h, int side, int uplo, int t, int diag, int m, int n, const double *al, const double *A,
                 int lda, double *B, int ldb) {
    /* in place: B holds what the adapter copied there (hipMemcpy2DAsync, which fails here without a GPU) */
    show("trmm", m, n, lda, ldb, 0, (long long)B[0]); return 0;
}
"""


@pytest.mark.toolchain
def test_a_cuda_ex_call_adapts_to_the_installed_hipblas(rocm, tmp_path, cache_dir):
    """hipBLAS before 2.0 (ROCm 6.0) declares the Ex functions with its own hipblasDatatype_t (HIPBLAS_R_32F =
    151 ...) for CUDA's cudaDataType (CUDA_R_32F = 0) and cublasComputeType_t (68): CUDA's calls go through
    adapters that convert each type (a complex compute type for complex matrices, fp32 for CUDA's fast modes,
    one algorithm), with a note; a type hipBLAS has no value for is the not-supported status, and no call. Its
    in-place hipblasDtrmm serves CUDA's out-of-place cublasDtrmm (cublas_v2.h's macro of cublasDtrmm_v2): in place
    when C is B, after a copy of B into C otherwise (which needs the GPU: here HIP's copy fails, and the status
    says so), and C == B with another leading dimension is invalid, as cuBLAS says."""
    from pycucc.toolchain import installed_library
    blas = installed_library("hipblas", rocm[0])
    if blas is None or "hipblasComputeType_t" in blas.names or "hipblasNrm2Ex" not in blas.names:
        pytest.skip("the hipBLAS headers found are not ones of before its V2 API")
    src = tmp_path / "f.cu"
    src.write_text(
        "#include <cstdio>\n#include <cublas_v2.h>\nint main() {\n"
        "  cublasHandle_t h = nullptr; float a[4] = {0}, r = 0; void *p[1] = {a};\n"
        "  int s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, 3, 4, 5, &r, a, CUDA_R_16BF, 3, a, CUDA_R_16BF, 5,\n"
        "      &r, a, CUDA_R_32F, 3, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT_TENSOR_OP);\n"
        "  s += cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 2, 3, &r, a, CUDA_C_32F, 1, a, CUDA_C_32F, 3,\n"
        "      &r, a, CUDA_C_32F, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);\n"
        "  s += cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &r, a, CUDA_R_64F, 1, a, CUDA_R_64F, 1,\n"
        "      &r, a, CUDA_R_64F, 1, CUDA_R_64F, CUBLAS_GEMM_DEFAULT);\n"
        "  s += cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &r, a, CUDA_R_16F, 2, 4, a,\n"
        "      CUDA_R_16F, 2, 40, &r, a, CUDA_R_16F, 2, 400, 7, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT);\n"
        "  s += cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &r, p, CUDA_R_8I, 2, p, CUDA_R_8I, 2,\n"
        "      &r, p, CUDA_R_32I, 2, 3, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);\n"
        "  s += cublasNrm2Ex(h, 9, a, CUDA_R_32F, 1, &r, CUDA_R_32F, CUDA_R_64F);\n"
        "  s += cublasAxpyEx(h, 8, &r, CUDA_R_32F, a, CUDA_R_16F, 1, a, CUDA_R_16F, 1, CUDA_R_32F);\n"
        "  int u = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &r, a, CUDA_R_8F_E4M3, 1, a, CUDA_R_8F_E4M3,\n"
        "      1, &r, a, CUDA_R_32F, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);\n"
        "  double d[4] = {5, 6, 7, 8}, c[4] = {0}, one = 1;\n"
        "  int t = cublasDtrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 2, 2,\n"
        "      &one, d, 2, d, 2, d, 2);\n"
        "  int v = cublasDtrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 2, 2,\n"
        "      &one, d, 2, d, 2, c, 3);\n"
        "  int w = cublasDtrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 2, 2,\n"
        "      &one, d, 2, d, 2, d, 3);\n"
        '  printf("%d %d %d %d %d\\n", s, (int)(u == CUBLAS_STATUS_NOT_SUPPORTED), t,\n'
        "         (int)(v == CUBLAS_STATUS_EXECUTION_FAILED), (int)(w == CUBLAS_STATUS_INVALID_VALUE));\n"
        "  return 0;\n}\n")
    rec = tmp_path / "recorder.c"
    rec.write_text(_RECORDER)
    exe = tmp_path / "f"
    proc = run_pycucc(src, rec, "-o", exe, "--offload-arch=gfx1030", *[f"-I{d}" for d in rocm[0]])
    assert proc.returncode == 0, proc.stderr[-4000:]
    for line, col, name in ((5, 11, "cublasGemmEx"), (13, 8, "cublasGemmBatchedEx"), (15, 8, "cublasNrm2Ex")):
        assert (f"f.cu:{line}:{col}: note: '{name}' needs hipblas of ROCm 6.0 or newer") in proc.stderr, proc.stderr
    assert "it calls the installed hipblasGemmStridedBatchedEx, converting CUDA's arguments [PCC1026" in proc.stderr
    assert "warning: 'cublas" not in proc.stderr and "warning: 'CUBLAS" not in proc.stderr, proc.stderr[-4000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    # hipblasDatatype_t: R_16F 150, R_32F 151, R_64F 152, C_32F 154, R_8I 160, R_32I 162, R_16B 168;
    # HIPBLAS_GEMM_DEFAULT 160
    assert run.stdout.splitlines() == [
        "gemm 168 168 151 151 160 30405",
        "gemm 154 154 154 154 160 10203",
        "gemm 152 152 152 152 160 10101",
        "strided 150 150 150 150 160 44407",
        "batched 160 160 162 162 160 3",
        "nrm2 151 151 152 0 0 9",
        "axpy 151 150 150 151 0 8",
        "trmm 2 2 2 2 0 5",
        "0 1 0 1 1"], run.stdout


def test_cmakes_culibos_links_nothing():
    """CMake's CUDA::culibos (what NVIDIA's static-library samples link with CUDA::cufft_static) is in the
    toolkit's lib64/ and links nothing: HIP's libraries need no such helpers."""
    from pycucc.toolkit import _linker_script
    from pycucc.toolchain import toolchain as find_toolchain
    script = _linker_script(load_rules().libraries["culibos"], find_toolchain())
    assert "INPUT" not in script and "no HIP counterpart to link (CUDA's static libraries' OS helpers" in script
