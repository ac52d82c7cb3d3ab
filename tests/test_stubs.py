"""CUDA names HIP lacks: declared so that code naming them compiles, a host function a stub that returns its
library's not-supported status (compiler/translate/stubs.py, compiler/include/pycucc_stubs.h from
tools/gen_stubs.py), with a warning; an error in device code, with --unsupported-api=error and with -Werror."""
import importlib.util
import os
import re
import subprocess
import sys

import pytest

from pycucc import codes
from pycucc.translate import TranslateOptions, make_hip
from pycucc.translate import stubs
from testutil import ROOT, run_pycucc

sys.path.insert(0, os.path.join(ROOT, "tools"))


def hip(src, **kw):
    return make_hip(src, "/tmp/pycucc_stubs.cu", TranslateOptions(**kw))


def by_code(res, code):
    return [d for d in res.diagnostics if d.code == code]


def test_the_stub_header_is_what_the_generator_writes():
    spec = importlib.util.spec_from_file_location("gen_stubs", os.path.join(ROOT, "tools", "gen_stubs.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    with open(gen.OUT, encoding="utf-8") as f:
        assert f.read() == gen.generate(), "compiler/include/pycucc_stubs.h is stale: run tools/gen_stubs.py"


def test_every_stub_returns_its_librarys_not_supported_status():
    table = stubs.table()
    funcs = {n: e for n, e in table.items() if e[1] == "function" and " void " not in e[2].split("(")[0] + " "}
    assert len(funcs) > 500
    # the profiler-only calls (drop=yes) return nothing and do nothing
    rules = __import__("pycucc.rules", fromlist=["load_rules"]).load_rules()
    dropped = {n: e for n, e in table.items() if e[1] == "function" and n not in funcs}
    assert dropped and all(rules.unsupported[n].attr("drop") == "yes" for n in dropped)
    assert all(re.fullmatch(r"static inline void \w+\(.*\) \{( \(void\)\w+;)* \}", e[2].strip()) for e in dropped.values())
    want = {"hipblasStatus_t": "HIPBLAS_STATUS_NOT_SUPPORTED", "hipsolverStatus_t": "HIPSOLVER_STATUS_NOT_SUPPORTED",
            "hipsparseStatus_t": "HIPSPARSE_STATUS_NOT_SUPPORTED", "hipfftResult": "HIPFFT_NOT_SUPPORTED",
            "hiprandStatus_t": "HIPRAND_STATUS_ARCH_MISMATCH", "hipError_t": "hipErrorNotSupported",
            # NVRTC and nvJitLink have no "not supported" status: an option hipRTC cannot honour (nvrtcGetLTOIR's
            # -dlto), an architecture nvJitLink does not link for (every AMD one)
            "hiprtcResult": "HIPRTC_ERROR_INVALID_OPTION", "nvJitLinkResult": "NVJITLINK_ERROR_UNSUPPORTED_ARCH"}
    # cublas_v2.h's names that are macros of the _v2 functions are those macros, with the function's stub
    macros = {n: e for n, e in funcs.items() if e[2].startswith("#define ")}
    assert macros["cublasDtrmm"][2] == "#define cublasDtrmm cublasDtrmm_v2\n" and len(macros) > 100
    for name, (_, _, text, needs) in macros.items():
        assert needs == (text.split()[2],) and text.split()[2] in funcs, (name, text, needs)
    for name, (_, _, text, _) in funcs.items():
        if name in macros:
            continue
        ret = re.search(rf"static inline (\w+) {name}\(", text).group(1)
        if stubs.adapts(name):
            # an adapter (pycucc_library_adapters.h) calls the installed library's other form of the function
            via = stubs.adapts(name).split()[0]  # the HIP function, or none (says= why)
            assert ret in want and (re.search(rf"\b{via}\(", text) or via == "none"), (name, text)
            continue
        assert ret in want and f"return {want[ret]};" in text, (name, text)
    assert set(want) == {re.search(rf"static inline (\w+) {n}\(", e[2]).group(1) for n, e in funcs.items()
                         if n not in macros}
    # every block a stub needs is in the table
    assert all(n in table for e in table.values() for n in e[3])
    assert {n for n in funcs if stubs.adapts(n) and n not in macros} >= {"cublasGemmEx", "cublasDtrmm_v2"}


def test_a_host_call_hip_lacks_becomes_a_stub_with_a_located_warning():
    src = ("#include <cublas_v2.h>\n"
           "cublasStatus_t f(cublasHandle_t h) {\n"
           "  return cublasSetFixedPointEmulationMantissaControl(h, CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC);\n}\n")
    res = hip(src)
    assert not res.has_errors
    warned = by_code(res, codes.UNSUPPORTED_API_STUBBED)
    assert [(d.line, d.col) for d in warned] == [(3, 10), (3, 57)]
    assert "no hipBLAS counterpart" in warned[0].message  # the rule's advice
    assert "compiled to a stub that returns HIPBLAS_STATUS_NOT_SUPPORTED" in warned[0].message
    text = res.text
    stub = text.index("static inline hipblasStatus_t cublasSetFixedPointEmulationMantissaControl(hipblasHandle_t")
    assert text.index("#include <hipblas/hipblas.h>") < text.index("enum cudaEmulationMantissaControl_t {") < stub
    assert stub < text.index("hipblasStatus_t f(hipblasHandle_t h)")
    assert "#ifndef PYCUCC_STUB_cublasSetFixedPointEmulationMantissaControl" in text


def test_a_type_hip_lacks_is_declared_once_per_file():
    src = ("#include <cusolverDn.h>\n"
           "template <typename T> struct prec;\n"
           "template <> struct prec<float> { static const cusolverPrecType_t value = CUSOLVER_R_32F; };\n"
           "template <> struct prec<double> { static const cusolverPrecType_t value = CUSOLVER_R_64F; };\n")
    res = hip(src)
    assert not res.has_errors
    assert [d.line for d in by_code(res, codes.UNSUPPORTED_API_STUBBED)] == [3, 3, 4]  # one warning a name
    assert res.text.count("typedef enum cusolverPrecType_t {") == 1
    assert "static const cusolverPrecType_t value = CUSOLVER_R_32F;" in res.text


def test_device_code_that_calls_a_stubbed_function_is_an_error():
    src = ("#include <cuda_runtime.h>\n"
           "__global__ void k() { cudaCtxResetPersistingL2Cache(); }\n"
           "int main() { return (int)cudaCtxResetPersistingL2Cache(); }\n")
    res = hip(src)
    (err,) = [d for d in res.diagnostics if d.is_error and d.code != codes.SOURCE_ERROR]  # and the parse's own
    assert (err.code, err.line) == (codes.UNSUPPORTED_API, 2) and "device code" in err.message
    assert [d.line for d in by_code(res, codes.UNSUPPORTED_API_STUBBED)] == [3]


def test_error_and_warn_modes_keep_what_was_before():
    src = "#include <cuda_runtime.h>\nint main() { return (int)cudaCtxResetPersistingL2Cache(); }\n"
    res = hip(src, unsupported_api="error")
    assert [d.code for d in res.diagnostics if d.is_error] == [codes.UNSUPPORTED_API]
    assert "PYCUCC_STUB_" not in res.text
    res = hip(src, unsupported_api="warn")
    assert not by_code(res, codes.UNSUPPORTED_API_STUBBED) and "PYCUCC_STUB_" not in res.text
    with pytest.raises(ValueError):
        TranslateOptions(unsupported_api="maybe")


def test_inactive_branches_and_unstubbable_names_are_unchanged():
    # a function returning no status has no honest stub: still an error
    no_status = [n for n, r in __import__("pycucc.rules", fromlist=["load_rules"]).load_rules().unsupported.items()
                 if n.startswith("nvtx") and not stubs.has_stub(n)]
    assert no_status
    res = hip(f"void f() {{ {no_status[0]}(0); }}\n#if 0\nvoid g() {{ cudaCtxResetPersistingL2Cache(); }}\n#endif\n")
    assert [d.code for d in res.diagnostics if d.is_error and d.code != codes.SOURCE_ERROR] == [codes.UNSUPPORTED_API]
    inactive = [d for d in by_code(res, codes.UNSUPPORTED_API) if d.line == 3]
    assert inactive and not inactive[0].is_error and "PYCUCC_STUB_" not in res.text


def test_a_profiler_only_call_is_dropped_with_a_note():
    """nvtxNameCudaStreamA and the other NVTX naming calls (drop=yes in nvtx.rules) only tell a profiler something:
    a host call compiles to a stub that does nothing, with a located note (not a warning: -Werror keeps building);
    the unsuffixed macro spelling too; --unsupported-api=error makes them errors."""
    src = ("#include <cuda_runtime.h>\n#include <nvtx3/nvToolsExtCudaRt.h>\n"
           "void f(cudaStream_t s) {\n  nvtxNameCudaStreamA(s, \"copy\");\n  nvtxNameCudaStream(s, \"copy\");\n}\n")
    res = hip(src)
    assert not res.has_errors and not by_code(res, codes.UNSUPPORTED_API_STUBBED)
    notes = by_code(res, codes.PROFILER_CALL_DROPPED)
    assert [(d.line, d.col, d.severity.name) for d in notes] == [(4, 3, "NOTE"), (5, 3, "NOTE")]
    assert "roctx has no resource naming" in notes[0].message  # the rule's advice
    assert "static inline void nvtxNameCudaStreamA(hipStream_t stream, const char * name) { (void)stream; " \
        "(void)name; }" in res.text
    assert "#define nvtxNameCudaStream nvtxNameCudaStreamA" in res.text
    res = hip(src, unsupported_api="error")
    assert [d.line for d in res.diagnostics if d.code == codes.UNSUPPORTED_API and d.is_error] == [4, 5]


RUNTIME_STUB = r"""#include <cstdio>
#include <cuda_runtime.h>
#include "helper.h"
int main() {
  cudaError_t e = cudaCtxResetPersistingL2Cache();
  printf("%d %d %d\n", (int)(e == cudaErrorNotSupported), (int)(e != cudaSuccess), mode_of(CUDA_EMULATION_MANTISSA_CONTROL_FIXED));
  return 0;
}
"""
HELPER = ("#pragma once\n#include <cuda_runtime.h>\n"
          "static inline int mode_of(cudaEmulationMantissaControl m) { return (int)m; }\n")


@pytest.mark.toolchain
def test_a_compiled_stub_returns_the_not_supported_status_at_run_time(tmp_path, cache_dir):
    """A host-only program: the stub runs on the CPU (no GPU needed). The project header and the .cu both name
    the same enum; its guard keeps one declaration."""
    (tmp_path / "helper.h").write_text(HELPER)
    src = tmp_path / "s.cu"
    src.write_text(RUNTIME_STUB)
    exe = tmp_path / "s"
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert f"s.cu:5:19: warning: 'cudaCtxResetPersistingL2Cache' is not supported by HIP" in proc.stderr
    assert f"[{codes.UNSUPPORTED_API_STUBBED}" in proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "1 1 1\n"), run.stderr
    for flag in ("--unsupported-api=error", "-Werror"):
        proc = run_pycucc(src, "-o", tmp_path / "e", "--offload-arch=gfx1030", flag)
        assert proc.returncode != 0 and f"error: 'cudaCtxResetPersistingL2Cache' is not supported" in proc.stderr
        assert not (tmp_path / "e").exists()


@pytest.mark.toolchain
def test_a_function_newer_than_the_installed_library_is_a_stub(tmp_path, cache_dir):
    """curandSetGeneratorOrdering is hipRAND's from ROCm 6.2: against an older installed hipRAND the call compiles
    to a stub that returns CURAND_STATUS_ARCH_MISMATCH (hipRAND's value), found on the installed headers."""
    from pycucc.toolchain import installed_library
    inst = installed_library("hiprand", ("/usr/include",))
    if inst is None:
        pytest.skip("hipRAND's headers are not installed (make setup installs libhiprand-dev)")
    if "hiprandSetGeneratorOrdering" in inst.names:
        pytest.skip(f"the installed hipRAND {inst.version} has hiprandSetGeneratorOrdering")
    src = tmp_path / "r.cu"
    src.write_text("#include <cstdio>\n#include <curand.h>\nint main() {\n  curandGenerator_t g = nullptr;\n"
                   "  curandStatus_t s = curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT);\n"
                   '  printf("%d\\n", (int)(s == CURAND_STATUS_ARCH_MISMATCH));\n  return 0;\n}\n')
    exe = tmp_path / "r"
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030", "-lcurand")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "r.cu:5:22: warning: 'curandSetGeneratorOrdering' needs hiprand of ROCm 6.2 or newer" in proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "1\n"), run.stderr


@pytest.mark.toolchain
def test_an_enumerator_newer_than_the_installed_hip_is_a_constant_of_hips_type(tmp_path, cache_dir):
    """HIP 5.2's hipDataType has the floating-point values only; CUDA_R_8I (HIP_R_8I from HIP 5.7) is then a
    constant of hipDataType with CUDA's value (HIP numbers hipDataType as CUDA numbers cudaDataType), so a
    function returning cudaDataType_t compiles and returns the value CUDA's would."""
    from pycucc.toolchain import installed_library
    inst = installed_library("hip", ("/usr/include",))
    if inst is None or "HIP_R_8I" in inst.names or "hipDataType" not in inst.names:
        pytest.skip("the installed HIP is not one whose hipDataType lacks HIP_R_8I")
    src = tmp_path / "d.cu"
    src.write_text("#include <cstdio>\n#include <library_types.h>\n#include <cuda_runtime.h>\n"
                   "static cudaDataType_t pick(int i) { return i ? CUDA_R_8I : CUDA_R_32F; }\n"
                   'int main() { printf("%d %d\\n", (int)pick(1), (int)pick(0)); return 0; }\n')
    _built_warns_and_prints(src, "d.cu:4:48: warning: 'CUDA_R_8I' needs HIP 5.7 or newer", "3 0\n")


def _built_warns_and_prints(src, warning: str, printed: str) -> None:
    """`src` built into a program with pycucc (gfx1030), with `warning` said, and run: it exits 0 printing `printed`
    (no GPU is needed: the stubs' statuses and the constants are host code)."""
    exe = src.with_suffix("")
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert warning in proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, printed), run.stderr


def test_cusolvermg_calls_are_stubs_and_its_library_links_nothing(tmp_path):
    """cuSOLVERMg has no HIP counterpart: its handle (an opaque record's pointer) is declared, its functions,
    array parameters too (void *array_d_A[]), are stubs; -lcusolverMg, which CMake projects link with the rest of
    cuSOLVER, links nothing."""
    for name in ("cusolverMgHandle_t", "cusolverMgCreate", "cusolverMgGetrf", "cusolverMgSyevd"):
        assert stubs.has_stub(name), name
    res = hip("#include <cusolverMg.h>\nint f(void **a, int *ipiv[], cudaLibMgMatrixDesc_t d) {\n"
              "  cusolverMgHandle_t h; cusolverMgCreate(&h);\n"
              "  return (int)cusolverMgGetrf(h, 4, 4, a, 1, 1, d, ipiv, CUDA_R_64F, a, 0, 0); }\n")
    assert not [d for d in res.diagnostics if d.is_error], res.diagnostics
    assert "void * array_d_A[]" in res.text or "void *array_d_A[]" in res.text, res.text
    from pycucc.rules import load_rules
    from pycucc.toolkit import _linker_script
    from pycucc.toolchain import toolchain
    script = _linker_script(load_rules().libraries["cusolverMg"], toolchain())
    assert "INPUT" not in script and "stubs" in script


@pytest.mark.toolchain
def test_a_stub_takes_hips_type_where_hip_has_it(tmp_path, cache_dir):
    """HIP 5.2 has hipDataType, without HIP_R_8I: a project header's CUDA_R_8I is a constant of hipDataType (a
    macro), and a stub that takes cudaDataType (cusparseCreateConstDnVec, hipSPARSE's from ROCm 6.0) in the file
    that includes the header declares cudaDataType as hipDataType, not CUDA's enum again (whose CUDA_R_8I the
    macro would replace: "expected identifier"), so the translated CUDA_R_32F (HIP_R_32F) passes to it."""
    from pycucc.toolchain import installed_library
    hip_inst = installed_library("hip", ("/usr/include",))
    sparse = installed_library("hipsparse", ("/usr/include",))
    if hip_inst is None or "HIP_R_8I" in hip_inst.names or "hipDataType" not in hip_inst.names:
        pytest.skip("the installed HIP is not one whose hipDataType lacks HIP_R_8I")
    if sparse is None or "hipsparseCreateConstDnVec" in sparse.names:
        pytest.skip("hipSPARSE's headers are not installed, or they have hipsparseCreateConstDnVec")
    (tmp_path / "dt.h").write_text("#pragma once\n#include <library_types.h>\n"
                                   "static inline int is_int8(cudaDataType t) { return t == CUDA_R_8I; }\n")
    src = tmp_path / "v.cu"
    src.write_text("#include <cstdio>\n#include <cusparse.h>\n#include \"dt.h\"\nint main() {\n"
                   "  cusparseConstDnVecDescr_t d; float v[4] = {0};\n"
                   "  cusparseStatus_t s = cusparseCreateConstDnVec(&d, 4, v, CUDA_R_32F);\n"
                   '  printf("%d %d\\n", (int)(s == CUSPARSE_STATUS_NOT_SUPPORTED), is_int8(CUDA_R_8I));\n'
                   "  return 0;\n}\n")
    _built_warns_and_prints(src, "v.cu:6:24: warning: 'cusparseCreateConstDnVec' needs hipsparse of ROCm 6.0 or newer",
                            "1 1\n")


def test_a_library_version_macro_has_cuda_13s_value():
    """CUFFT_VERSION and the other libraries' version macros, which the ROCm libraries lack, are declared with CUDA
    13's values (pycucc's parse declarations), so that `#if CUFFT_VERSION >= 10400` takes nvcc's branch; an
    expression of the parts (CUBLAS_VERSION) brings the parts."""
    res = hip("#include <cufft.h>\n#include <cublas_v2.h>\n#if CUFFT_VERSION >= 10400\nint streams = 1;\n#endif\n"
              "int blas = CUBLAS_VERSION;\n")
    assert not [d for d in res.diagnostics if d.is_error], res.diagnostics
    warned = {(d.line, d.message.split("'")[1]) for d in by_code(res, codes.UNSUPPORTED_API_STUBBED)}
    assert warned == {(3, "CUFFT_VERSION"), (6, "CUBLAS_VERSION")}, res.diagnostics
    assert "#define CUFFT_VERSION 12500\n" in res.text and "#define CUBLAS_VER_MAJOR 13\n" in res.text, res.text
    assert res.text.index("#define CUFFT_VERSION") < res.text.index("#if CUFFT_VERSION >= 10400")
    assert "#define CUBLAS_VERSION ( CUBLAS_VER_MAJOR * 10000" in res.text


def test_the_cusolversp_csrqr_batched_family_is_stubs_that_take_hipsparses_descriptor():
    """cuSOLVER's sparse calls take a cusparseMatDescr_t, which hipSOLVER's headers do not declare: a file that
    calls one has included cusparse.h for its descriptor before the call, where the stubs go, so each call of the
    batched QR family (info, analysis, buffer size, solve) is a stub returning CUSOLVER_STATUS_NOT_SUPPORTED."""
    family = ["cusolverSpCreateCsrqrInfo", "cusolverSpDestroyCsrqrInfo", "cusolverSpXcsrqrAnalysisBatched"]
    family += [f"cusolverSp{t}csrqr{f}Batched" for t in "SDCZ" for f in ("BufferInfo", "sv")]
    for name in family:
        assert stubs.stub_kind(name) == "function", name
    src = ("#include <cusolverSp.h>\n#include <cusparse.h>\n"
           "int f(cusparseMatDescr_t d, const int *rp, const int *ci, const double *v, const double *b, double *x,\n"
           "      void *buf) {\n"
           "  cusolverSpHandle_t h; csrqrInfo_t info; size_t in_size, work;\n"
           "  cusolverSpCreateCsrqrInfo(&info);\n"
           "  cusolverSpXcsrqrAnalysisBatched(h, 4, 4, 8, d, rp, ci, info);\n"
           "  cusolverSpDcsrqrBufferInfoBatched(h, 4, 4, 8, d, v, rp, ci, 2, info, &in_size, &work);\n"
           "  cusolverStatus_t s = cusolverSpDcsrqrsvBatched(h, 4, 4, 8, d, v, rp, ci, b, x, 2, info, buf);\n"
           "  return s == CUSOLVER_STATUS_NOT_SUPPORTED; }\n")
    res = hip(src)
    assert not [d for d in res.diagnostics if d.is_error], res.diagnostics
    warned = {d.message.split("'")[1]: d for d in by_code(res, codes.UNSUPPORTED_API_STUBBED)}
    for name, line in (("cusolverSpXcsrqrAnalysisBatched", 7), ("cusolverSpDcsrqrsvBatched", 9)):
        assert warned[name].line == line and "returns HIPSOLVER_STATUS_NOT_SUPPORTED" in warned[name].message
    assert "cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, " \
           "const hipsparseMatDescr_t descrA," in res.text, res.text
    assert res.text.index("#include <hipsparse/hipsparse.h>") < res.text.index("PYCUCC_STUB_csrqrInfo")
    err = hip(src, unsupported_api="error")
    assert [d for d in err.diagnostics if d.is_error and "cusolverSpXcsrqrAnalysisBatched" in d.message]


@pytest.mark.toolchain
def test_nvrtc_lto_ir_and_nvjitlink_calls_are_stubs_that_run(tmp_path, cache_dir):
    """NVRTC's LTO IR and nvJitLink are NVIDIA's: nvrtcGetLTOIRSize returns NVRTC_ERROR_INVALID_OPTION (NVRTC has
    no "not supported"; no -dlto output) and nvJitLinkCreate NVJITLINK_ERROR_UNSUPPORTED_ARCH (CUDA 13's value,
    17), each with the rule's advice as the warning; nvJitLink's types and enumerators are CUDA's."""
    src = tmp_path / "j.cu"
    src.write_text("#include <cstdio>\n#include <nvJitLink.h>\n#include <nvrtc.h>\nint main() {\n"
                   '  nvJitLinkHandle h; const char *opts[] = {"-arch=sm_80"}; size_t n = 0;\n'
                   "  nvJitLinkResult r = nvJitLinkCreate(&h, 1, opts);\n"
                   "  nvrtcResult q = nvrtcGetLTOIRSize(nullptr, &n);\n"
                   '  printf("%d %d %d\\n", (int)r, (int)(r == NVJITLINK_ERROR_UNSUPPORTED_ARCH),\n'
                   "         (int)(q == NVRTC_ERROR_INVALID_OPTION));\n  return 0;\n}\n")
    _built_warns_and_prints(src, "j.cu:6:23: warning: 'nvJitLinkCreate' is not supported by HIP: AMD code objects "
                                 "are linked by pycucc", "17 1 1\n")
    proc = run_pycucc(src, "-o", tmp_path / "e", "--offload-arch=gfx1030", "--unsupported-api=error")
    assert proc.returncode != 0 and "j.cu:7:19: error: 'nvrtcGetLTOIRSize' is not supported by HIP" in proc.stderr


def test_cudas_allocation_compression_types_are_declared_with_cudas_values():
    """HIP's hipMemAllocationProp has compressionType as an unsigned char with no named values: CUDA's
    CUmemAllocationCompType enumerators are declared with CUDA's values (a warning says so), so a program that
    sets one compiles. (allocFlags itself is HIP 6's layout; HIP 5's struct has compressionType at the top.)"""
    res = hip("#include <cuda.h>\nunsigned char pick(int on) {\n"
              "  return on ? CU_MEM_ALLOCATION_COMP_GENERIC : CU_MEM_ALLOCATION_COMP_NONE; }\n")
    assert not [d for d in res.diagnostics if d.is_error], res.diagnostics
    warned = [d for d in by_code(res, codes.UNSUPPORTED_API_STUBBED) if "CU_MEM_ALLOCATION_COMP_GENERIC" in d.message]
    assert warned and (warned[0].line, warned[0].col) == (3, 15) and "no compression-type enum" in warned[0].message
    assert "enum CUmemAllocationCompType_enum { CU_MEM_ALLOCATION_COMP_NONE = 0, CU_MEM_ALLOCATION_COMP_GENERIC = 1 };" \
        in res.text, res.text


@pytest.mark.toolchain
def test_the_spmvop_api_is_stubs_that_take_hipsparses_descriptors_in_cxx(tmp_path, cache_dir):
    """cuSPARSE's SpMVOp (releases after CUDA 13.0; pycucc_cusparse_newer.h) is stubs returning
    CUSPARSE_STATUS_NOT_SUPPORTED as hipSPARSE spells it; their const descriptors (cusparseConstDnVecDescr_t) take
    hipSPARSE's descriptors in C++ too, where hipSPARSE before ROCm 6.0 has no const descriptor types."""
    src = tmp_path / "v.cu"
    src.write_text("#include <cstdio>\n#include <cusparse.h>\nint main() {\n  cusparseHandle_t h = nullptr;\n"
                   "  cusparseSpMatDescr_t a = nullptr;\n  cusparseDnVecDescr_t x = nullptr, y = nullptr;\n"
                   "  size_t n = 0;\n"
                   "  cusparseStatus_t s = cusparseSpMVOp_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, a, x, y, y,\n"
                   "                                                 CUDA_R_64F, CUSPARSE_SPMVOP_ALG_DEFAULT, &n);\n"
                   "  cusparseSpMVOpPlan_t p = nullptr;\n"
                   "  cusparseStatus_t t = cusparseSpMVOp(h, p, nullptr, nullptr, x, y, y);\n"
                   '  printf("%d %d\\n", (int)(s == CUSPARSE_STATUS_NOT_SUPPORTED), (int)(t == s));\n'
                   "  return 0;\n}\n")
    exe = tmp_path / "v"
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "v.cu:8:24: warning: 'cusparseSpMVOp_bufferSize' is not supported by HIP" in proc.stderr, proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "1 1\n"), run.stderr


@pytest.mark.toolchain
def test_the_driver_apis_error_strings_answer_from_hips_runtime_before_hip_5_4(tmp_path, cache_dir):
    """cuGetErrorName/cuGetErrorString are HIP 5.4's hipDrvGetErrorName/String: before, their stubs returned
    hipErrorNotSupported and left the string null (NVIDIA's compression sample printed "(null)"). The adapters
    answer from the runtime's hipGetErrorName/hipGetErrorString, which number the codes as CUDA's driver does
    (CUDA_ERROR_INVALID_DEVICE 101); a code HIP does not know is CUDA_ERROR_INVALID_VALUE with a null string."""
    from pycucc.toolchain import toolchain
    if toolchain().hip_version >= (5, 4):
        pytest.skip(f"HIP {toolchain().hip_version} has hipDrvGetErrorName: a rename, no adapter")
    src = tmp_path / "e.cu"
    src.write_text("#include <cstdio>\n#include <cuda.h>\nint main() {\n  const char *s = nullptr, *n = nullptr;\n"
                   "  CUresult r = cuGetErrorString(CUDA_ERROR_INVALID_DEVICE, &s);\n"
                   "  CUresult q = cuGetErrorName(CUDA_ERROR_INVALID_DEVICE, &n);\n"
                   "  const char *u = \"x\";\n  CUresult v = cuGetErrorName((CUresult)12345, &u);\n"
                   '  printf("%d %d %s %s %d %d\\n", (int)r, (int)q, n, s ? "text" : "null", (int)(v == '
                   'CUDA_ERROR_INVALID_VALUE), (int)(u == nullptr));\n  return 0;\n}\n')
    exe = tmp_path / "e"
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030", "-lcuda")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "e.cu:5:16: note: 'cuGetErrorString' needs HIP 5.4 or newer" in proc.stderr, proc.stderr
    assert "warning" not in proc.stderr, proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "0 0 hipErrorInvalidDevice text 1 1\n"), run.stdout + run.stderr
