"""A build knows the HIP and the HIP libraries it compiles against: a rule newer than them (hip_since) whose name
the installed headers do not declare is a located warning naming the version it needs and what is installed. By
default the name is then declared, or its function compiled to a stub (PCC1022, issue 21's model); with
--unsupported-api=error it stays HIP's name (PCC1006 for HIP itself, PCC1101 for a library) and the compile fails
on it, after the warning. A name they declare is quiet, whatever hip_since says."""
import subprocess
import textwrap

import pytest

from testutil import run_pycucc
from pycucc.toolchain import installed_library, library_search_dirs, toolchain

SRC = textwrap.dedent("""\
    #include <cuda_runtime.h>
    #include <cusparse.h>
    int main() {
      cudaEvent_t e;
      cudaEventCreate(&e);
      cudaEventRecordWithFlags(e, 0, 0);
      cusparseCsr2CscAlg_t alg = CUSPARSE_CSR2CSC_ALG1;
    #if CUDART_VERSION < 1000
      cudaEventRecordWithFlags(e, 0, 1);
    #endif
      return (int)alg;
    }
    """)


def _library(root, declares):
    """A hipSPARSE include folder of version 9.8.7 that declares the CSR2CSC algorithm type or not."""
    inc = root / "inc" / "hipsparse"
    inc.mkdir(parents=True)
    (inc / "hipsparse-version.h").write_text("#define hipsparseVersionMajor 9\n#define hipsparseVersionMinor 8\n"
                                             "#define hipsparseVersionPatch 7\n")
    body = "typedef enum { HIPSPARSE_CSR2CSC_ALG1 = 1 } hipsparseCsr2CscAlg_t;\n" if declares else ""
    (inc / "hipsparse.h").write_text("#pragma once\n#include \"hipsparse-version.h\"\ntypedef int hipsparseStatus_t;\n"
                                     + body)
    return root / "inc"


def _emit(tmp_path, inc, *flags):
    (tmp_path / "a.cu").write_text(SRC)
    return run_pycucc("a.cu", "--emit", "hip", "-o", "a.hip", f"-I{inc}", *flags, cwd=tmp_path)


def test_a_name_the_installed_hip_and_library_lack_is_declared_or_stubbed_with_a_warning(tmp_path):
    inc = _library(tmp_path, declares=False)
    proc = _emit(tmp_path, inc)
    assert proc.returncode == 0, proc.stderr
    hip = installed_library("hip", library_search_dirs(toolchain()))
    assert (f"a.cu:6:3: warning: 'cudaEventRecordWithFlags' needs HIP 6.4 or newer (hipEventRecordWithFlags); the "
            f"installed HIP {hip.version} ({hip.folder}) does not declare it; compiled to a stub that returns "
            "hipErrorNotSupported [PCC1022") in proc.stderr
    assert (f"a.cu:7:3: warning: 'cusparseCsr2CscAlg_t' needs hipsparse of ROCm 5.7 or newer (hipsparseCsr2CscAlg_t); "
            f"the installed hipsparse 9.8.7 ({inc / 'hipsparse'}) does not declare it; declared as CUDA declares it "
            "(type) [PCC1022") in proc.stderr
    assert "a.cu:9:" not in proc.stderr  # the same call in an inactive #if branch: no warning
    out = (tmp_path / "a.hip").read_text()
    assert "return hipErrorNotSupported; }" in out and "cudaEventRecordWithFlags(e, 0, 0);" in out
    assert "CUSPARSE_CSR2CSC_ALG1 = 1" in out


def test_a_name_the_installed_hip_and_library_lack_warns_with_what_is_installed(tmp_path):
    inc = _library(tmp_path, declares=False)
    proc = _emit(tmp_path, inc, "--unsupported-api=error")
    assert proc.returncode == 0, proc.stderr
    hip = installed_library("hip", library_search_dirs(toolchain()))
    assert "hipEventRecordWithFlags" not in hip.names  # HIP 6.4's: Debian's HIP 5.2 and 5.7 lack it
    assert (f"a.cu:6:3: warning: 'cudaEventRecordWithFlags' needs HIP 6.4 or newer; the installed HIP {hip.version} "
            f"({hip.folder}) does not declare hipEventRecordWithFlags [PCC1006") in proc.stderr
    assert (f"a.cu:7:3: warning: 'cusparseCsr2CscAlg_t' needs hipsparse of ROCm 5.7 or newer; the installed "
            f"hipsparse 9.8.7 ({inc / 'hipsparse'}) does not declare hipsparseCsr2CscAlg_t [PCC1101") in proc.stderr
    assert "a.cu:7:30: warning: 'CUSPARSE_CSR2CSC_ALG1' needs hipsparse of ROCm 5.7" in proc.stderr
    assert "a.cu:9:" not in proc.stderr  # the same call in an inactive #if branch: no warning
    assert "hipEventRecordWithFlags(e, 0, 0)" in (tmp_path / "a.hip").read_text()


def test_a_name_the_installed_library_declares_is_quiet_whatever_hip_since_says(tmp_path):
    proc = _emit(tmp_path, _library(tmp_path, declares=True))
    assert proc.returncode == 0, proc.stderr
    assert "'cusparseCsr2CscAlg_t'" not in proc.stderr and "'cudaEventRecordWithFlags' needs HIP 6.4" in proc.stderr
    assert "hipsparseCsr2CscAlg_t alg = HIPSPARSE_CSR2CSC_ALG1;" in (tmp_path / "a.hip").read_text()


@pytest.mark.toolchain
def test_the_compile_error_follows_the_warning_that_explains_it(tmp_path):
    (tmp_path / "a.cu").write_text(SRC)
    proc = run_pycucc("-c", "a.cu", "-o", "a.o", "--offload-arch=gfx1030", "--unsupported-api=error", cwd=tmp_path)
    assert proc.returncode != 0 and not (tmp_path / "a.o").exists()
    warn = proc.stderr.index("a.cu:6:3: warning: 'cudaEventRecordWithFlags' needs HIP 6.4 or newer")
    assert proc.stderr.index("a.cu:6:3: error: use of undeclared identifier 'hipEventRecordWithFlags'") > warn


def test_the_version_spelled_by_each_kind_of_version_header(tmp_path):
    (tmp_path / "hiprand").mkdir()
    (tmp_path / "hiprand" / "hiprand_version.h").write_text("#define HIPRAND_VERSION 201009\n")
    (tmp_path / "rocsolver").mkdir()
    (tmp_path / "rocsolver" / "rocsolver-version.h").write_text(
        "#define ROCSOLVER_VERSION_MAJOR 3\n#define ROCSOLVER_VERSION_MINOR 23\n#define ROCSOLVER_VERSION_PATCH 0\n")
    assert installed_library("hiprand", [str(tmp_path)]).version == "2.10.9"
    assert installed_library("rocsolver", [str(tmp_path)]).version == "3.23.0"
    assert installed_library("hipblas", [str(tmp_path)]) is None


def test_a_call_rule_newer_than_hip_warns_about_the_function_its_template_calls(tmp_path):
    """A `call` rule has a template, not a target (a fuzz mutant of cuda12_signatures_newer_hip.cu found the check
    reading a target it has not)."""
    (tmp_path / "g.cu").write_text(
        "#include <cuda_runtime.h>\n"
        "void add(cudaGraph_t g, cudaGraphNode_t* n, cudaGraphNodeParams* p) {\n"
        "  cudaGraphAddNode(n, g, nullptr, 0, p);\n}\n")
    proc = run_pycucc("g.cu", "--emit", "hip", "-o", "g.hip", cwd=tmp_path)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    hip = installed_library("hip", library_search_dirs(toolchain()))
    if "hipGraphAddNode" not in hip.names:  # HIP 6.1's: Debian's 5.2 and 5.7 lack it
        assert ("g.cu:3:3: warning: 'cudaGraphAddNode' needs HIP 6.1 or newer; the installed HIP "
                f"{hip.version} ({hip.folder}) does not declare hipGraphAddNode [PCC1006") in proc.stderr
    assert "hipGraphAddNode(n, g, nullptr, 0, p)" in (tmp_path / "g.hip").read_text()


@pytest.mark.toolchain
def test_cudart_version_is_nvccs_in_a_build_and_not_reported(tmp_path):
    """A build defines CUDART_VERSION as nvcc does (nvcc_macros): `#if CUDART_VERSION >= 11000` takes nvcc's branch,
    and the name is not reported as untranslated (it was PCC1001 in every build that tested it)."""
    (tmp_path / "v.cu").write_text("#include <cstdio>\n#include <cuda_runtime.h>\nint main() {\n"
                                   "#if CUDART_VERSION >= 11000\n  printf(\"new\\n\");\n#else\n  printf(\"old\\n\");\n"
                                   "#endif\n}\n")
    proc = run_pycucc("v.cu", "-o", "v", "--offload-arch=gfx1030", cwd=tmp_path)
    assert proc.returncode == 0 and "CUDART_VERSION" not in proc.stderr, proc.stderr
    assert subprocess.run([str(tmp_path / "v")], capture_output=True, text=True).stdout == "new\n"


@pytest.mark.toolchain
def test_cuda_version_of_cuda_h_is_the_runtimes_in_a_build_and_not_reported(tmp_path):
    """cuda.h's CUDA_VERSION (a driver-API program's `#if CUDA_VERSION < 11000 #error`) was PCC1001 and then
    undeclared in the compile, where HIP's headers stand for cuda.h; a build defines it as the parse does, with
    CUDART_VERSION's value (CUDA numbers both alike)."""
    (tmp_path / "v.cu").write_text("#include <cstdio>\n#include <cuda.h>\n#include <cuda_runtime.h>\n"
                                   "#if CUDA_VERSION < 11000\n#error too old\n#endif\n"
                                   "int main() { printf(\"%d %d\\n\", CUDA_VERSION, CUDART_VERSION); }\n")
    proc = run_pycucc("v.cu", "-o", "v", "--offload-arch=gfx1030", cwd=tmp_path)
    assert proc.returncode == 0 and "CUDA_VERSION" not in proc.stderr, proc.stderr
    cuda, cudart = subprocess.run([str(tmp_path / "v")], capture_output=True, text=True).stdout.split()
    assert cuda == cudart and int(cuda) >= 11000, (cuda, cudart)


@pytest.mark.toolchain
def test_a_field_hip_spells_otherwise_before_a_release_builds_against_the_installed_hip(tmp_path):
    """cudaPointerAttributes::type is HIP's from 5.5 and memoryType before (types.rules, field): a build against
    HIP 5.2 was "no member named 'type' in 'hipPointerAttribute_t'"; it writes the installed HIP's name."""
    (tmp_path / "p.cu").write_text("#include <cstdio>\n#include <cuda_runtime.h>\nint main() {\n"
                                   "  int *d = nullptr; cudaMalloc(&d, 4);\n  cudaPointerAttributes a = {};\n"
                                   "  cudaError_t e = cudaPointerGetAttributes(&a, d);\n"
                                   "  printf(\"%s %d\\n\", cudaGetErrorName(e), (int)(a.type == cudaMemoryTypeDevice));\n}\n")
    proc = run_pycucc("p.cu", "-o", "p", "--offload-arch=gfx1030", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    run = subprocess.run([str(tmp_path / "p")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.split()[0].startswith("hip"), run.stdout + run.stderr


@pytest.mark.toolchain
def test_event_flags_before_hip_6_4_have_cudas_values(tmp_path):
    """cudaEventRecordDefault/External and cudaEventWaitDefault/External had no rule (PCC1001, then undeclared in
    the compile: `cudaStreamWaitEvent(s, e, cudaEventWaitDefault)`); HIP names them from 6.4, and before that the
    build keeps CUDA's names, which pycucc_compat.h defines with CUDA's values (0, 1, 0, 1)."""
    (tmp_path / "f.cu").write_text("#include <cstdio>\n#include <cuda_runtime.h>\nint main() {\n"
                                   "  cudaStream_t s = 0; cudaEvent_t e; cudaEventCreate(&e);\n"
                                   "  cudaStreamWaitEvent(s, e, cudaEventWaitDefault);\n"
                                   "  printf(\"%d %d %d %d\\n\", cudaEventRecordDefault, cudaEventRecordExternal,\n"
                                   "         cudaEventWaitDefault, cudaEventWaitExternal);\n}\n")
    proc = run_pycucc("f.cu", "-o", "f", "--offload-arch=gfx1030", cwd=tmp_path)
    assert proc.returncode == 0 and "PCC1001" not in proc.stderr, proc.stderr
    run = subprocess.run([str(tmp_path / "f")], capture_output=True, text=True, timeout=60)
    assert run.stdout.split() == ["0", "1", "0", "1"], run.stdout + run.stderr
