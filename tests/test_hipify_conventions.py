"""hipify-clang's output conventions (issue 23): where it inserts the HIP runtime header, what a removed include
leaves, a library's main header written once, its header spellings (header_layout), CUDA names in string
literals; and `pycucc translate`'s options for them (--hipify-clang-output, --header-layout, --warn-unsupported,
--keep-string-literals), whose output is the hipify-clang front end's. The facts are HIPIFY's source
(HipifyAction.cpp's EndSourceFileAction, InclusionDirective and RewriteString; CUDA2HIP.cpp's include table),
not its tests."""
from __future__ import annotations

import subprocess
import sys

import pytest

from testutil import run_pycucc

from pycucc import codes
from pycucc.translate import TranslateOptions, make_hip

HIPIFY = TranslateOptions(header_layout="hipify", hipify_clang=True)


def _hip(text: str, name: str = "f.cu", opts: TranslateOptions = HIPIFY) -> str:
    return make_hip(text, name, opts, contain=False).text


# ------------------------------------------------------------------------------------------------ the HIP header

@pytest.mark.parametrize("source, expected", [
    # before the `#` of the first #include, after an empty line (hipify-clang inserts "\n#include ...\n")
    ("// c\n  #include <cstdio>\nvoid f() { cudaDeviceSynchronize(); }\n",
     "// c\n  \n#include <hip/hip_runtime.h>\n#include <cstdio>\nvoid f() { hipDeviceSynchronize(); }\n"),
    # right after the name of the #ifndef that guards the whole file, before its #define
    ("#ifndef G_H\n#define G_H\n#include <cstdio>\ninline void f() { cudaDeviceSynchronize(); }\n#endif // G_H\n",
     "#ifndef G_H\n#include <hip/hip_runtime.h>\n\n#define G_H\n#include <cstdio>\n"
     "inline void f() { hipDeviceSynchronize(); }\n#endif // G_H\n"),
    # right after `once`
    ("#pragma once\n#include <cstdio>\nvoid f() { cudaDeviceSynchronize(); }\n",
     "#pragma once\n#include <hip/hip_runtime.h>\n\n#include <cstdio>\nvoid f() { hipDeviceSynchronize(); }\n"),
    # an #ifndef that does not guard the whole file is no include guard: the first #include it is
    ("#ifndef X\n#define X 1\n#endif\n#include <cstdio>\nvoid f() { cudaDeviceSynchronize(); }\n",
     "#ifndef X\n#define X 1\n#endif\n\n#include <hip/hip_runtime.h>\n#include <cstdio>\n"
     "void f() { hipDeviceSynchronize(); }\n"),
    # no include: at the very beginning
    ("void f() { cudaDeviceSynchronize(); }\n",
     "\n#include <hip/hip_runtime.h>\nvoid f() { hipDeviceSynchronize(); }\n"),
])
def test_the_runtime_header_goes_where_hipify_clang_puts_it(source, expected):
    assert _hip(source) == expected


def test_pycuccs_own_placement_is_unchanged():
    src = "#ifndef G_H\n#define G_H\n#include <cstdio>\ninline void f() { cudaDeviceSynchronize(); }\n#endif\n"
    assert _hip(src, opts=TranslateOptions()).startswith("#ifndef G_H\n#define G_H\n#include <hip/hip_runtime.h>\n"
                                                         "#include <cstdio>\n")


def test_every_file_gets_the_runtime_header_but_one_that_has_it():
    plain = "int twice(int x) { return 2 * x; }\n"
    assert _hip(plain, "util.h") == "\n#include <hip/hip_runtime.h>\n" + plain
    assert _hip(plain, "util.h", TranslateOptions()) == plain
    hip = "#include <hip/hip_runtime.h>\n" + plain
    assert _hip(hip, "util.h") == hip


def test_a_removed_include_leaves_its_line_and_a_main_header_is_written_once():
    src = ("#include <cuda.h>\n#include <cuda_runtime.h> // again\n#include \"cublas_v2.h\"\n#include <cublas_v2.h>\n"
           "#include <cublas.h>\n#include <cusolverDn.h>\n#include <cusolver_common.h>\n#include <curand_kernel.h>\n"
           "#include <curand_normal.h>\n#include <device_launch_parameters.h>\nint x;\n")
    assert _hip(src).splitlines() == [
        "#include <hip/hip_runtime.h>", " // again", '#include "hipblas.h"', "",
        # cublas.h after cublas_v2.h stays: hipify-clang's main-header check does not see the _v2 one
        "#include <hipblas.h>", "#include <hipsolver.h>", "", "#include <hiprand/hiprand_kernel.h>", "", "",
        "int x;"]
    # cublas_v2.h after cublas.h goes; pycucc's own conventions keep both and remove whole lines
    assert _hip("#include <cublas.h>\n#include <cublas_v2.h>\nint x;\n").splitlines()[-2:] == ["", "int x;"]
    assert _hip(src, opts=TranslateOptions()).splitlines()[:3] == [
        "#include <hip/hip_runtime.h>", '#include "hipblas/hipblas.h"', "#include <hipblas/hipblas.h>"]


def test_a_main_header_in_another_branch_of_an_if_is_kept():
    """... and the runtime header goes before the first include of the active branch (hipify-clang's preprocessor
    sees no other)."""
    src = "#ifdef A\n#include <cusparse.h>\n#else\n#include <cusparse_v2.h>\n#endif\nint x;\n"
    assert _hip(src).splitlines() == ["#ifdef A", "#include <hipsparse.h>", "#else", "", "#include <hip/hip_runtime.h>",
                                      "#include <hipsparse.h>", "#endif", "int x;"]


@pytest.mark.parametrize("roc, expected", [
    (False, ['"hipblas.h"', "<hipblas.h>", "<hipsparse.h>", "<hipsolver.h>", "<hipblaslt.h>", "<hiprand/hiprand.h>"]),
    (True, ['"rocblas.h"', "<rocblas.h>", "<rocsparse.h>", "<rocsolver/rocsolver.h>", "<hipblaslt.h>",
            "<rocrand/rocrand.h>"]),
])
def test_header_spellings_of_hipify_clangs_tables(roc, expected):
    src = ('#include "cublas_v2.h"\n#include <cublas.h>\n#include <cusparse.h>\n#include <cusolverDn.h>\n'
           "#include <cublasLt.h>\n#include <curand.h>\nint x;\n")
    out = _hip(src, opts=TranslateOptions(header_layout="hipify", roc=roc)).splitlines()
    assert [line.split(" ", 1)[1] for line in out[1:7]] == expected  # out[0]: the inserted runtime header


def test_header_spellings_per_hipify_generation():
    """HIP 6.0's tables (those Debian 13's hipify-perl 6.0.2 was generated from) spelled two headers without their
    folder; hipify-clang's current ones have it, as pycucc's own layout does."""
    src = "#include <nvrtc.h>\n#include <curand_mtgp32dc_p_11213.h>\n#include <cusparse.h>\nint x;\n"
    spelled = {layout: _hip(src, opts=TranslateOptions(header_layout=layout)).splitlines()[1:4]
               for layout in ("hipify-6.0", "hipify", "rocm6")}
    assert spelled == {
        "hipify-6.0": ["#include <hiprtc.h>", "#include <rocrand_mtgp32_11213.h>", "#include <hipsparse.h>"],
        "hipify": ["#include <hip/hiprtc.h>", "#include <rocrand/rocrand_mtgp32_11213.h>", "#include <hipsparse.h>"],
        "rocm6": ["#include <hip/hiprtc.h>", "#include <rocrand/rocrand_mtgp32_11213.h>",
                  "#include <hipsparse/hipsparse.h>"]}
    with pytest.raises(ValueError):
        TranslateOptions(header_layout="hipify-5.7")


# ------------------------------------------------------------------------------------------------ string literals

def test_string_literals_are_translated_only_when_asked():
    src = '#include <cstdio>\nvoid f() { perror("cudaMalloc"); printf("cublasCreate failed\\n"); }\n'
    assert 'perror("hipMalloc"); printf("hipblasCreate failed\\n");' in _hip(
        src, opts=TranslateOptions(string_literals=True))
    assert 'perror("cudaMalloc"); printf("cublasCreate failed\\n");' in _hip(src, opts=TranslateOptions())
    assert 'perror("rocblas_create_handle")' in _hip(
        '#include <cstdio>\nvoid f() { perror("cublasCreate"); }\n',
        opts=TranslateOptions(string_literals=True, roc=True))


@pytest.mark.toolchain
def test_a_build_keeps_its_strings(tmp_path, cache_dir):
    """nvcc does not touch strings: a compile's translation (what --dump-dir keeps) prints what CUDA printed."""
    src = tmp_path / "msg.cu"
    src.write_text('#include <cstdio>\n__global__ void k() {}\n'
                   'int main() { k<<<1, 1>>>(); printf("cudaDeviceSynchronize done\\n"); return 0; }\n')
    proc = run_pycucc("-c", src, "-o", tmp_path / "msg.o", "--offload-arch=gfx1030", "--dump-dir", tmp_path / "kept",
                      cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    kept = [p for p in tmp_path.rglob("*.hip")]
    assert kept and all('"cudaDeviceSynchronize done\\n"' in p.read_text() for p in kept), kept


# ------------------------------------------------------------------------------------------------ the front ends

UNSUPPORTED = """\
#include <cuda_runtime.h>
#include <cstdio>
#include <cublas_v2.h>
int main() {
  const char* name;
  cudaFuncGetName(&name, (const void*)main);
  float *x;
  if (cudaMalloc(&x, 4) != cudaSuccess) perror("cudaMalloc");
  return 0;
}
"""


def test_warn_unsupported_writes_the_output_and_exits_0(tmp_path):
    src = tmp_path / "u.cu"
    src.write_text(UNSUPPORTED)
    out = tmp_path / "u.hip"
    proc = run_pycucc("translate", src, "-o", out, "--unsupported-api=error")
    assert proc.returncode == 1 and f"error: 'cudaFuncGetName'" in proc.stderr, proc.stderr
    # by default the name is declared (a stub returning hipErrorNotSupported), with a warning
    proc = run_pycucc("translate", src, "-o", out)
    assert proc.returncode == 0 and f"[{codes.UNSUPPORTED_API_STUBBED}" in proc.stderr, proc.stderr
    assert "cudaFuncGetName(" in out.read_text() and "return hipErrorNotSupported;" in out.read_text()
    out.unlink()
    proc = run_pycucc("translate", src, "-o", out, "--warn-unsupported")
    assert proc.returncode == 0, proc.stderr
    assert f"warning: 'cudaFuncGetName' is not supported by HIP" in proc.stderr
    assert f"[{codes.UNSUPPORTED_API}" in proc.stderr and "error:" not in proc.stderr
    assert "hipMalloc(&x, 4)" in out.read_text() and "<hipblas/hipblas.h>" in out.read_text()


def test_a_tree_is_ported_in_one_pass(tmp_path):
    tree = tmp_path / "src"
    tree.mkdir()
    (tree / "u.cu").write_text(UNSUPPORTED)
    (tree / "ok.cu").write_text("void f() { cudaDeviceSynchronize(); }\n")
    proc = run_pycucc("translate", tree, "-o", tmp_path / "out", "--warn-unsupported")
    assert proc.returncode == 0, proc.stderr
    assert "hipMalloc" in (tmp_path / "out" / "u.cu").read_text()
    assert "hipDeviceSynchronize" in (tmp_path / "out" / "ok.cu").read_text()


def test_translate_with_hipify_clang_output_writes_what_the_hipify_front_end_writes(tmp_path):
    src = tmp_path / "u.cu"
    src.write_text(UNSUPPORTED.replace("#include <cuda_runtime.h>\n", "") + "#include <cusolverDn.h>\n")
    front = subprocess.run([sys.executable, "-m", "pycucc.hipify", "clang", str(src), "-o", str(tmp_path / "a.hip")],
                           capture_output=True, text=True)
    assert front.returncode == 0, front.stderr
    proc = run_pycucc("translate", src, "-o", tmp_path / "b.hip", "--hipify-clang-output")
    assert proc.returncode == 0, proc.stderr
    a, b = (tmp_path / "a.hip").read_text(), (tmp_path / "b.hip").read_text()
    assert a == b
    assert a.startswith("\n#include <hip/hip_runtime.h>\n#include <cstdio>\n#include <hipblas.h>\n")
    assert 'perror("hipMalloc")' in a and "#include <hipsolver.h>" in a
    # pycucc's own conventions, and hipify-clang's with the ROCm 6 layout
    own = run_pycucc("translate", src, "--warn-unsupported").stdout
    # (pycucc_compat.h's hipBLAS switches before hipBLAS's folder header: hipify-clang's flat one gets none)
    assert own.startswith('#include <hip/hip_runtime.h>\n#include "pycucc_compat.h"\n#include <cstdio>\n'
                          "#include <hipblas/hipblas.h>\n"), own
    rocm6 = subprocess.run([sys.executable, "-m", "pycucc.hipify", "clang", str(src), "-o", str(tmp_path / "c.hip"),
                            "--header-layout=rocm6"], capture_output=True, text=True)
    assert rocm6.returncode == 0 and "#include <hipblas/hipblas.h>" in (tmp_path / "c.hip").read_text()
    kept = run_pycucc("translate", src, "--hipify-clang-output", "--keep-string-literals").stdout
    assert 'perror("cudaMalloc")' in kept


def test_a_bad_header_layout_is_a_usage_error(tmp_path):
    src = tmp_path / "a.cu"
    src.write_text("int x;\n")
    proc = run_pycucc("translate", src, "--header-layout=flat")
    assert proc.returncode == 2 and f"[{codes.HIPIFY_USAGE}]" in proc.stderr and "rocm6 or hipify" in proc.stderr


def test_help_says_what_differs():
    text = run_pycucc("translate", "--help").stdout
    for words in ("--hipify-clang-output", "--warn-unsupported", "--keep-string-literals", "--header-layout",
                  "What pycucc does not imitate", "cuda_bf16.h"):
        assert words in text, words
