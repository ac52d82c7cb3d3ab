"""`pycucc translate`: trees and files, reports, --check, refusals, bad inputs, hipify-clang options; and the two
make_hip options behind them: hipLaunchKernelGGL launches and host-side warpSize."""
from __future__ import annotations

import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from testutil import ROOT, hip_compile, run_pycucc, toolchain

from pycucc import codes
from pycucc.diagnostics import Diagnostic, Severity
from pycucc.porting import compat_names, tolerate_source_errors, uses_compat
from pycucc.translate import TranslateOptions, make_hip

TREE = Path(ROOT) / "testdata" / "trees" / "vecadd"
COMPAT = Path(ROOT) / "compiler" / "include" / "pycucc_compat.h"
ALL_FILES = sorted(str(p.relative_to(TREE)) for p in TREE.rglob("*") if p.is_file())


def _hip_syntax_check(path: Path, include: Path) -> subprocess.CompletedProcess:
    """Host and device passes of a real HIP compile (gfx1030, a wave32 target), syntax only."""
    cmd = hip_compile("--offload-arch=gfx1030", "-std=c++17", "-fsyntax-only", "-Wno-unused-result", "-include",
                      COMPAT, "-I", include, path)
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


# ------------------------------------------------------------------------------------------------ a whole tree

@pytest.fixture(scope="module")
def ported(tmp_path_factory, cache_dir):
    out = tmp_path_factory.mktemp("port") / "hip"
    rep = out.parent / "report.json"
    html = out.parent / "report.html"
    proc = run_pycucc("translate", TREE, "-o", out, "-j", "2", "--report-json", rep, "--report-html", html)
    return out, proc, json.loads(rep.read_text()), html.read_text()


def test_tree_keeps_every_file_and_its_name(ported):
    out, proc, _, _ = ported
    assert proc.returncode == 0, proc.stderr
    # every file keeps its name; pycucc adds its compat headers at the root for the translated device code
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()) == sorted(
        ALL_FILES + ["pycucc_compat.h", "pycucc_cuda_vectors.h", "pycucc_hip_vectors.h", "pycucc_hide_vectors.h",
                     "pycucc_unhide_vectors.h", "pycucc_math_constants.h", "pycucc_library_helpers.h",
                     "pycucc_host_math.h", "pycucc_device_prop.h"])
    # files without CUDA are byte-for-byte copies, binary ones included
    for rel in ("include/util.h", "data/blob.bin", "CMakeLists.txt", "README.md", "tools/plot.py"):
        assert filecmp.cmp(TREE / rel, out / rel, shallow=False), rel


def test_tree_translates_sources_headers_and_cxx_files(ported):
    out, proc, _, _ = ported
    for rel in ("src/main.cu", "src/kernels.cu", "include/common.cuh", "include/host_api.hpp", "src/legacy.cpp"):
        text = (out / rel).read_text()
        assert "cuda" not in text.replace("CUDA_CHECK", ""), f"{rel} still names CUDA API:\n{text}"
    assert '#include "include/common.cuh"' in (out / "src/main.cu").read_text()  # include paths still hold
    assert "hipDeviceProp_t prop;" in (out / "src/legacy.cpp").read_text()
    # the host-side warpSize in kernels.cu became a device query; the device ones stayed
    kernels = (out / "src/kernels.cu").read_text()
    assert "const int block = 4 * __pycucc_host_warp_size();" in kernels
    assert "int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;" in kernels
    assert "for (int offset = warpSize / 2;" in (out / "include/common.cuh").read_text()
    assert "PCC1013" in proc.stderr


def test_only_code_that_uses_the_compat_header_includes_it_by_a_relative_path(ported):
    out, _, _, _ = ported
    # common.cuh calls __shfl_down_sync with a 32-bit mask, which pycucc_compat.h supplies
    assert '#include "../pycucc_compat.h"' in (out / "include/common.cuh").read_text()
    # kernels.cu uses nothing of it (it gets common.cuh's include), host code neither: their output is hipify-clang's
    for rel in ("src/kernels.cu", "src/main.cu", "src/legacy.cpp"):
        assert "pycucc_compat" not in (out / rel).read_text(), rel
    assert filecmp.cmp(Path(ROOT) / "compiler" / "include" / "pycucc_compat.h", out / "pycucc_compat.h", shallow=False)


def test_json_report_counts_add_up(ported):
    _, _, rep, _ = ported
    files = {f["path"]: f for f in rep["files"]}
    assert sorted(files) == ALL_FILES
    assert files["include/util.h"]["status"] == "copied"
    assert files["data/blob.bin"]["status"] == "copied"
    assert files["src/main.cu"]["status"] == "translated"
    main = files["src/main.cu"]
    by_cuda = {c["cuda"]: c for c in main["conversions"]}
    assert by_cuda["cudaMalloc"] == {"rule": by_cuda["cudaMalloc"]["rule"], "cuda": "cudaMalloc",
                                     "hip": "hipMalloc", "count": 3}
    assert main["converted"] == sum(c["count"] for c in main["conversions"])
    assert main["not_converted"] == 0 and main["conversion_percentage"] == 100.0
    assert main["lines_changed"] > 10 and main["lines"] == len((TREE / "src/main.cu").read_text().splitlines())
    t = rep["totals"]
    assert t["converted"] == sum(f["converted"] for f in rep["files"])
    assert t["converted"] == sum(c["count"] for c in t["conversions"])
    assert t["files"] == len(ALL_FILES) and t["files_copied"] == 5 and t["files_failed"] == 0
    assert "converted / (converted + not converted)" in rep["definitions"]["conversion_percentage"]
    assert any(c["rule"] == "device:host_read:warpSize" and c["count"] == 1 for c in t["conversions"])


def test_html_report_lists_files_and_conversions(ported):
    _, _, rep, html = ported
    assert html.startswith("<!DOCTYPE html>")
    for f in rep["files"]:
        assert f["path"] in html
    assert "<code>hipMalloc</code>" in html and "PCC1013" in html


@pytest.mark.toolchain
def test_translated_tree_compiles_as_hip(ported):
    out, _, _, _ = ported
    for rel in ("src/main.cu", "src/kernels.cu"):
        proc = _hip_syntax_check(out / rel, out)
        assert proc.returncode == 0, f"{rel}:\n{proc.stderr[-3000:]}"


def test_check_reports_what_would_change_and_accepts_the_port(ported, tmp_path):
    out, _, _, _ = ported
    proc = run_pycucc("translate", TREE, "--check")
    assert proc.returncode == 1
    changed = sorted(line.split(": ", 1)[1] for line in proc.stdout.splitlines() if line.startswith("would change"))
    assert changed == ["include/common.cuh", "include/host_api.hpp", "src/kernels.cu", "src/legacy.cpp",
                       "src/main.cu"]
    # the port itself needs nothing more: translation is idempotent
    again = run_pycucc("translate", out, "--check")
    assert again.returncode == 0, again.stdout + again.stderr
    assert again.stdout == ""


def test_refuses_to_write_over_the_input_without_in_place(tmp_path):
    tree = tmp_path / "tree"
    shutil.copytree(TREE, tree)
    proc = run_pycucc("translate", tree, "-o", tree)
    assert proc.returncode == 2 and "PCC0007" in proc.stderr and "--in-place" in proc.stderr
    assert filecmp.cmp(TREE / "src/main.cu", tree / "src/main.cu", shallow=False)
    proc = run_pycucc("translate", tree, "--in-place", "-j", "1")
    assert proc.returncode == 0, proc.stderr
    assert "hipMalloc" in (tree / "src/main.cu").read_text()
    assert filecmp.cmp(TREE / "include/util.h", tree / "include/util.h", shallow=False)
    one = tmp_path / "one.cu"
    one.write_text("void f(void *p) { cudaFree(p); }\n")
    proc = run_pycucc("translate", one, "-o", one)
    assert proc.returncode == 2 and "PCC0007" in proc.stderr


def test_parallel_and_serial_runs_agree(ported, tmp_path):
    out, _, _, _ = ported
    serial = tmp_path / "serial"
    proc = run_pycucc("translate", TREE, "--o-dir", serial, "-j", "1")
    assert proc.returncode == 0
    cmp = filecmp.dircmp(out, serial)
    assert not cmp.diff_files and not cmp.left_only and not cmp.right_only
    for sub in cmp.subdirs.values():
        assert not sub.diff_files and not sub.left_only and not sub.right_only


# ------------------------------------------------------------------------------------------------ single files

def test_single_file_to_stdout_and_to_a_file(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(float *p) { p[0] = 1; }\n"
                   "int main() { float *p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); return cudaDeviceSynchronize(); }\n")
    proc = run_pycucc("translate", src)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("#include <hip/hip_runtime.h>\n")
    assert "hipMalloc(&p, 4); k<<<1, 1>>>(p);" in proc.stdout
    # hipify-clang's spelling: -o=FILE, and its launch syntax
    proc = run_pycucc("translate", src, f"-o={tmp_path / 'k.hip.cu'}", "--hip-kernel-execution-syntax",
                      "--skip-excluded-preprocessor-conditional-blocks", "--experimental")
    assert proc.returncode == 0, proc.stderr
    assert "hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, p);" in (tmp_path / "k.hip.cu").read_text()
    assert proc.stdout == "" and proc.stderr == ""  # the options hipify-clang's own tests pass say nothing


def test_several_files_need_an_output_folder(tmp_path):
    a, b = tmp_path / "a.cu", tmp_path / "b.cuh"
    a.write_text("void f(void *p) { cudaFree(p); }\n")
    b.write_text("#include <cuda_runtime.h>\ninline void g(cudaStream_t s) { cudaStreamSynchronize(s); }\n")
    proc = run_pycucc("translate", a, b)
    assert proc.returncode == 2 and "--o-dir" in proc.stderr
    proc = run_pycucc("translate", a, b, "--o-dir", tmp_path / "out", "--print-stats")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out" / "b.cuh").read_text() == \
        "#include <hip/hip_runtime.h>\ninline void g(hipStream_t s) { hipStreamSynchronize(s); }\n"
    assert "hipFree(p)" in (tmp_path / "out" / "a.cu").read_text()
    assert "  CONVERSION %: 100.0" in proc.stderr and "[HIPIFY] info: TOTAL statistics:" in proc.stderr


@pytest.mark.parametrize("content, code, words", [
    (b"\xfe\xff\0i\0n\0t\0 \0x\0;\0\n", "PCC0003", "UTF-16 (big-endian)"),
    (b"", "PCC0008", "empty"),
    (b"\x7fELF\x02\x01\x01\x00\x00\x00", "PCC0002", "binary"),
], ids=["utf16", "empty", "binary"])
def test_bad_inputs_are_clear_errors(tmp_path, content, code, words):
    src = tmp_path / "bad.cu"
    src.write_bytes(content)
    proc = run_pycucc("translate", src)
    assert proc.returncode == 1
    assert code in proc.stderr and words in proc.stderr and "bad.cu" in proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_unparsable_file_still_gets_token_and_include_passes(tmp_path):
    src = tmp_path / "p.cu"
    src.write_text('#include "config_not_here.h"\n#include <cuda_runtime.h>\n'
                   "void f(float *p) { cudaFree(p); }\n")
    proc = run_pycucc("translate", src)
    assert proc.returncode == 0
    assert "PCC1003" in proc.stderr
    assert proc.stdout == '#include "config_not_here.h"\n#include <hip/hip_runtime.h>\nvoid f(float *p) { hipFree(p); }\n'


def test_clang_arguments_after_double_dash(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "cfg.h").write_text("#define N_STREAMS 2\n")
    src = tmp_path / "d.cu"
    src.write_text('#include "cfg.h"\n#if N_STREAMS != 2 || !defined(FAST)\n#error configure me\n#endif\n'
                   "void f(cudaStream_t *s) { cudaStreamCreate(s); }\n")
    bad = run_pycucc("translate", src)
    assert "PCC1003" in bad.stderr
    good = run_pycucc("translate", src, "--", "-I", inc, "-DFAST", "-std=c++17", "-Wall")
    assert good.returncode == 0, good.stderr
    assert "PCC1003" not in good.stderr and "PCC1004" not in good.stderr
    assert "void f(hipStream_t *s) { hipStreamCreate(s); }" in good.stdout
    assert "clang argument '-Wall' is not used by the parse" in good.stderr


def test_progress_bar_only_on_a_terminal(tmp_path):
    import pty
    import sys
    out = tmp_path / "o"
    proc = run_pycucc("translate", TREE, "-o", out, "-j", "1")
    assert "\r[" not in proc.stderr
    master, slave = pty.openpty()
    env = dict(os.environ)
    p = subprocess.Popen([sys.executable, "-m", "pycucc", "translate", str(TREE), "-o", str(tmp_path / "o2"),
                          "-j", "1"], stdout=subprocess.DEVNULL, stderr=slave, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    assert p.wait(timeout=120) == 0
    os.close(master)
    shown = b"".join(chunks).decode("utf-8", "replace")
    assert f"]  {len(ALL_FILES)}/{len(ALL_FILES)}" in shown and "\r[#" in shown  # the progress line, complete


# ------------------------------------------------------------------------------------------------ launch syntax

GGL_SRC = """\
#include <cuda_runtime.h>
#define LAUNCH(kern, n) kern<<<((n) + 255) / 256, 256>>>(n)
#define CONFIG 1, 1
__global__ void k(int n) {}
template <typename T, int N> __global__ void kt(T *p) { p[0] = N; }
namespace ns { __global__ void g(int kind, int n) {} }
int run(int n, cudaStream_t s, int *p) {
  k<<<n, 128>>>(n);
  kt<int, 4><<<dim3(2, 2), dim3(64), 0, s>>>(p);
  kt<int, 8><<<1, 32, 16 * sizeof(int)>>>(p);
  ns::g<<<1, 1, 0, s>>>((int)cudaMemcpyHostToDevice /* kind */, n);
  if (n) LAUNCH(k, n); else k<<<1, 1>>>(0);
  k<<<CONFIG>>>(n);
  return (k<<<1, 1>>>(n), 0);
}
"""


def test_hip_kernel_execution_syntax():
    res = make_hip(GGL_SRC, "/tmp/pycucc_ggl.cu", TranslateOptions(launch_syntax="ggl"))
    lines = res.text.splitlines()
    assert lines[1] == "#define LAUNCH(kern, n) hipLaunchKernelGGL(kern, dim3(((n) + 255) / 256), dim3(256), 0, 0, n)"
    assert lines[7] == "  hipLaunchKernelGGL(k, dim3(n), dim3(128), 0, 0, n);"
    # a grid or block already spelled dim3(...) is not wrapped again (hipify-clang)
    assert lines[8] == "  hipLaunchKernelGGL(HIP_KERNEL_NAME(kt<int, 4>), dim3(2, 2), dim3(64), 0, s, p);"
    assert lines[9] == "  hipLaunchKernelGGL(HIP_KERNEL_NAME(kt<int, 8>), dim3(1), dim3(32), 16 * sizeof(int), 0, p);"
    assert lines[10] == ("  hipLaunchKernelGGL(ns::g, dim3(1), dim3(1), 0, s, (int)hipMemcpyHostToDevice /* kind */, n);")
    assert lines[11] == "  if (n) LAUNCH(k, n); else hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, 0);"
    # a configuration hidden in a macro, and a launch inside an expression, keep the chevrons (valid HIP)
    assert lines[12] == "  k<<<CONFIG>>>(n);"
    assert lines[13] == "  return (k<<<1, 1>>>(n), 0);"
    kept = sorted(d.line for d in res.diagnostics if d.code == "PCC1012")
    assert kept == [13, 14]
    assert sum(1 for c in res.conversions if c.rule_id == "runtime:launch:<<<>>>") == 6
    assert make_hip(res.text, "/tmp/pycucc_ggl.cu", TranslateOptions(launch_syntax="ggl")).text == res.text
    # the default keeps every launch as written
    assert "<<<n, 128>>>" in make_hip(GGL_SRC, "/tmp/pycucc_ggl.cu").text
    with pytest.raises(ValueError):
        make_hip(GGL_SRC, "/tmp/pycucc_ggl.cu", TranslateOptions(launch_syntax="triple"))


@pytest.mark.toolchain
def test_ggl_launches_compile_as_hip(tmp_path):
    res = make_hip(GGL_SRC, "/tmp/pycucc_ggl.cu", TranslateOptions(launch_syntax="ggl"))
    out = tmp_path / "ggl.hip"
    out.write_text(res.text + "int main() { return run(1, 0, nullptr); }\n")
    proc = _hip_syntax_check(out, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]


# ------------------------------------------------------------------------------------------------ host warpSize

WARP_SRC = """\
#include <cuda_runtime.h>
#define WARPS(n) (((n) + warpSize - 1) / warpSize)
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x % warpSize; }
__device__ int lanes() { return warpSize; }
__host__ __device__ int both() { return warpSize; }
static int table[warpSize];
struct Geometry { int block = 2 * warpSize; };
int host_blocks(int n) {
  int block = 4 * warpSize;
  auto per_warp = [](int m) { return m / warpSize; };
  switch (n) { case warpSize: return 1; default: break; }
  k<<<(n + block - 1) / block, block>>>(nullptr);
  return per_warp(n) + WARPS(n) + table[0] + Geometry().block;
}
"""


def test_host_warp_size_becomes_a_runtime_query():
    res = make_hip(WARP_SRC, "/tmp/pycucc_warp.cu")
    text = res.text
    lines = text.splitlines()
    # device code untouched
    assert "__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x % warpSize; }" in lines
    assert "__device__ int lanes() { return warpSize; }" in lines
    # host code rewritten
    assert "  int block = 4 * __pycucc_host_warp_size();" in lines
    assert "  auto per_warp = [](int m) { return m / __pycucc_host_warp_size(); };" in lines
    assert "struct Geometry { int block = 2 * __pycucc_host_warp_size(); };" in lines
    # left as is, with a warning: __host__ __device__, a constant expression, a case label, a macro
    for kept in ("__host__ __device__ int both() { return warpSize; }", "static int table[warpSize];",
                 "  switch (n) { case warpSize: return 1; default: break; }",
                 "#define WARPS(n) (((n) + warpSize - 1) / warpSize)"):
        assert kept in lines, kept
    src_lines = WARP_SRC.splitlines()
    warned = sorted(d.line for d in res.diagnostics if d.code == "PCC1014")
    assert warned == [5, 6, 11, 13], [d.render() for d in res.diagnostics]
    assert sorted(d.line for d in res.diagnostics if d.code == "PCC1013") == [7, 9, 10]
    assert all(src_lines[d.line - 1] for d in res.diagnostics)
    # one helper, defined before its first use, and a second translation changes nothing
    assert text.count("static inline int __pycucc_host_warp_size()") == 1
    assert text.index("static inline int __pycucc_host_warp_size()") < text.index("struct Geometry")
    again = make_hip(text, "/tmp/pycucc_warp.cu")
    assert again.text == text
    assert not [d for d in again.diagnostics if d.is_error], [d.render() for d in again.diagnostics]
    off = make_hip(WARP_SRC, "/tmp/pycucc_warp.cu", TranslateOptions(host_warp_size=False))
    assert "__pycucc_host_warp_size" not in off.text


@pytest.mark.toolchain
def test_host_warp_size_translation_compiles_as_hip(tmp_path):
    out = tmp_path / "warp.hip"
    out.write_text(make_hip(WARP_SRC, "/tmp/pycucc_warp.cu").text)
    proc = _hip_syntax_check(out, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.mark.toolchain
def test_a_translated_file_compiles_with_plain_clang_and_checks_clean(cache_dir, tmp_path):
    # The output must build without pycucc: the warp *_sync functions come from the header written beside it.
    src = Path(ROOT) / "testdata" / "samples" / "warp_reduce.cu"
    out = tmp_path / "port" / "warp_reduce.hip"
    assert run_pycucc("translate", src, "-o", out).returncode == 0
    assert (out.parent / "pycucc_compat.h").is_file()
    p = subprocess.run(hip_compile("--cuda-device-only", "--offload-arch=gfx1030", "-O1", "-fsyntax-only", out),
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    again = run_pycucc("translate", out, "--check")
    assert again.returncode == 0 and again.stderr == "", again.stderr


def test_a_fifo_in_the_tree_is_skipped_not_read(tmp_path):
    tree = tmp_path / "src"
    tree.mkdir()
    (tree / "k.cu").write_text("__global__ void k(int* p) { p[0] = 1; }\n")
    (tree / "run.sh").write_text("#!/bin/sh\necho hi\n")
    (tree / "run.sh").chmod(0o755)
    os.mkfifo(tree / "pipe.cu")
    p = subprocess.run([os.sys.executable, "-m", "pycucc", "translate", str(tree), "-o", str(tmp_path / "out")],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert not (tmp_path / "out" / "pipe.cu").exists()
    assert (tmp_path / "out" / "run.sh").stat().st_mode & 0o111, "a copied script keeps its mode"


def test_a_header_that_names_only_bfloat16_and_half_types_is_translated(tmp_path):
    # the rules rename __nv_bfloat16 and friends, so a helper header naming nothing else still needs translating
    src = tmp_path / "src"
    src.mkdir()
    (src / "convert.h").write_text("#pragma once\ninline float widen(__nv_bfloat16 v) { return __bfloat162float(v); }\n")
    (src / "plain.h").write_text("#pragma once\ninline int half_of(int n) { return n / 2; }\n")
    proc = run_pycucc("translate", src, "-o", tmp_path / "out", "--report-json", tmp_path / "r.json")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out" / "convert.h").read_text().endswith("widen(__hip_bfloat16 v) { return __bfloat162float(v); }\n")
    files = {f["path"]: f["status"] for f in json.loads((tmp_path / "r.json").read_text())["files"]}
    assert files == {"convert.h": "translated", "plain.h": "copied"}


def test_many_parse_errors_are_tolerated_without_comparing_them_pairwise(monkeypatch):
    """A generated file with 30,000 errors (a fuzzed 1.7 MB one took 60 s): each diagnostic is looked at once."""
    diags = [Diagnostic(Severity.ERROR, codes.SOURCE_ERROR, f"error {i}", "k.cu", line=i + 1, col=1)
             for i in range(3000)]
    compared = []
    real_eq = Diagnostic.__eq__
    monkeypatch.setattr(Diagnostic, "__eq__", lambda a, b: compared.append(1) or real_eq(a, b))
    out = tolerate_source_errors(diags, "k.cu")
    assert [d.severity for d in out[:-1]] == [Severity.WARNING] * 3000 and out[-1].code == codes.SOURCE_ERROR_TOLERATED
    assert len(compared) < 3000


def test_a_qualified_use_of_a_compat_name_is_the_whole_word_after_the_scope():
    """uses_compat matches the word after each `::` against the names pycucc_compat.h declares in a namespace
    (not one pattern compiled from them): a use is the whole word, with any white space after the `::`, outside
    comments and strings; a longer word, a prefix of one, or a name only in a comment is none."""
    plain, scoped = compat_names()
    assert "reduce" in scoped and "memcpy_async" in scoped
    uses = ["cg::reduce(tile, v, cg::plus<int>());", "cooperative_groups :: memcpy_async(g, d, s, n);",
            "auto r = cg::\n    reduce(t, x, op);", "x = a:::reduce;"]
    none = ["cg::reduced(t);", "cg::reduce_all(t);", "cg::reduc(t);", "// cg::reduce(t, v, op)",
            'puts("cg::reduce");', "reduce(t, v);", "cg:: /* */ reduce_x(t);"]
    assert all(n not in plain for n in ("reduce", "reduced", "reduce_all", "reduc", "reduce_x"))
    assert [uses_compat(t) for t in uses] == [True] * len(uses)
    assert [uses_compat(t) for t in none] == [False] * len(none)
    # the same answer as a search for `::`, white space and one of the names ending at a word boundary
    every = re.compile(r"::\s*(?:" + "|".join(sorted(map(re.escape, scoped))) + r")\b")
    for t in uses + none + [f"ns::{n}" for n in sorted(scoped)] + [f"ns::{n}_" for n in sorted(scoped)]:
        assert uses_compat(t) == bool(every.search(t) and not t.startswith(("//", "puts"))), t


@pytest.mark.toolchain
def test_the_list_of_what_the_compat_header_supplies_is_current():
    """tools/compat_names.py --check: a name added to pycucc_compat.h (or a header of ours it includes) is in
    pycucc_compat.names, so translated code that uses it includes the header."""
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "compat_names.py"), "--check"],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


@pytest.mark.toolchain
def test_a_translated_c_file_that_needs_the_compat_header_builds_with_a_c_compiler(tmp_path):
    """`pycucc translate x.c` includes pycucc_compat.h where the file uses a name of it (CUDART_CB, the cuSPARSE
    status names); the header was C++ only (<type_traits>: "No such file or directory" from gcc), so no C compiler
    read the result. The C part of the header (annotations, math constants, library helpers) is read as C; the
    program builds with gcc and clang in C mode, links against HIP and runs (no device here: HIP's error)."""
    src = tmp_path / "callback.c"
    src.write_text("#include <cuda_runtime.h>\n#include <cusparse.h>\n#include <stdio.h>\n"
                   "static void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *flag) {\n"
                   "    (void)stream; (void)status; *(int *)flag = 1;\n}\n"
                   "int main(void) {\n    int flag = 0;\n"
                   "    cudaError_t e = cudaStreamAddCallback(0, done, &flag, 0);\n"
                   "    printf(\"%s %s\\n\", cudaGetErrorName(e), cusparseGetErrorName(CUSPARSE_STATUS_SUCCESS));\n"
                   "    return 0;\n}\n")
    out = tmp_path / "out" / "callback.c"
    out.parent.mkdir()
    p = run_pycucc("translate", src, "-o", out)
    assert p.returncode == 0, p.stderr
    assert '#include "pycucc_compat.h"' in out.read_text()
    tc = toolchain()
    compilers = [[c] for c in (shutil.which("gcc"), shutil.which("cc")) if c][:1] + [[tc.clang, "-x", "c"]]
    for cc in compilers:
        exe = tmp_path / "callback"
        p = subprocess.run(cc + ["-std=c11", "-D__HIP_PLATFORM_AMD__", f"-I{tc.hip_root}/include", str(out),
                                 "-o", str(exe), f"-L{tc.hip_root}/lib", "-lamdhip64", "-lhipsparse"],
                           capture_output=True, text=True)
        assert p.returncode == 0, " ".join(map(str, cc)) + "\n" + p.stderr
        run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
        assert run.returncode == 0 and run.stdout.split()[1:] == ["CUSPARSE_STATUS_SUCCESS"], run.stdout + run.stderr


@pytest.mark.toolchain
def test_a_c_file_that_uses_cuda_is_translated_in_a_tree_as_when_given_alone(tmp_path):
    """A .c program calling the runtime and cuSPARSE (NVIDIA's cuSPARSE C samples) was copied unchanged by
    `pycucc translate DIR` and reported as having no CUDA in it, while the same file given alone was translated."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "sparse.c").write_text("#include <cuda_runtime.h>\n#include <cusparse.h>\n#include <stdio.h>\n"
                                  "int main(void) {\n    int n = 0;\n    cusparseHandle_t h;\n"
                                  "    cudaError_t e = cudaGetDeviceCount(&n);\n"
                                  "    printf(\"%s %d\\n\", cudaGetErrorName(e), cusparseCreate(&h) == CUSPARSE_STATUS_SUCCESS);\n"
                                  "    return 0;\n}\n")
    (src / "plain.c").write_text("int main(void) { return 0; }\n")
    tree = run_pycucc("translate", src, "-o", tmp_path / "out")
    alone = run_pycucc("translate", src / "sparse.c", "-o", tmp_path / "alone.c")
    assert tree.returncode == 0 and alone.returncode == 0, tree.stderr + alone.stderr
    out = (tmp_path / "out" / "sparse.c").read_text()
    assert out == (tmp_path / "alone.c").read_text()
    assert "hipGetDeviceCount" in out and "hipsparseCreate" in out and "cuda" not in out
    assert filecmp.cmp(src / "plain.c", tmp_path / "out" / "plain.c", shallow=False)
    gcc = shutil.which("gcc")
    if gcc:  # the translation is C that a C compiler builds against the installed HIP
        p = subprocess.run([gcc, "-c", "-D__HIP_PLATFORM_AMD__", str(tmp_path / "out" / "sparse.c"), "-o",
                            str(tmp_path / "sparse.o")], capture_output=True, text=True)
        assert p.returncode == 0, p.stderr
