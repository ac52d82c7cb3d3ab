"""Sources are bytes (compiler/sources.py): Latin-1 and other non-UTF-8 bytes in comments and string literals pass
through translation, the mirror, porting and the build unchanged, as nvcc passes them, and positions in
diagnostics count bytes as clang does. Only text clang cannot read at all (UTF-16/32) is refused."""
from __future__ import annotations

import subprocess
import sys

import pytest

from testutil import run_pycucc

from pycucc import codes
from pycucc.diagnostics import Diagnostic, PycuccError, Severity
from pycucc.sources import read_source, source_bytes
from pycucc.translate import TranslateOptions, make_hip

# a Latin-1 copyright sign, a Windows-1252 apostrophe, a Latin-1 e-acute in a string, and real UTF-8 after them
LATIN1 = (b"// (c) \xa9 2024, the author\x92s code\n"
          b"#include <cuda_runtime.h>\n"
          b"const char *greeting = \"caf\xe9 na\xc3\xafve\";\n"
          b"__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }\n"
          b"int main() { float *d; cudaMalloc(&d, 4); cudaFree(d); return greeting[0]; }\n")


def test_non_utf8_bytes_survive_translation_byte_for_byte(tmp_path):
    src = tmp_path / "l.cu"
    src.write_bytes(LATIN1)
    res = make_hip(read_source(str(src)), str(src), TranslateOptions())
    assert not res.has_errors, [d.render() for d in res.diagnostics]
    expected = (LATIN1.replace(b"<cuda_runtime.h>", b"<hip/hip_runtime.h>").replace(b"cudaMalloc", b"hipMalloc")
                .replace(b"cudaFree", b"hipFree"))
    assert source_bytes(res.text) == expected
    # the map back from the HIP text: `hipFree` on line 5 is where `cudaFree` was
    line = source_bytes(res.text).splitlines()[4]
    assert res.source_map.to_source(5, line.index(b"hipFree") + 1) == (5, LATIN1.splitlines()[4].index(b"cudaFree") + 1)


def test_a_position_after_non_utf8_bytes_is_in_bytes_and_the_caret_lands_under_it(tmp_path):
    src = tmp_path / "e.cu"
    src.write_bytes(b'const char *s = "caf\xe9 na\xc3\xafve"; int y = not_declared;\n')
    res = make_hip(read_source(str(src)), str(src), TranslateOptions())
    (d,) = [d for d in res.diagnostics if d.code == codes.SOURCE_ERROR]
    assert (d.line, d.col) == (1, src.read_bytes().index(b"not_declared") + 1)
    text, caret = d.render().splitlines()[1:3]
    assert text == 'const char *s = "caf<E9> na\u00efve"; int y = not_declared;'  # the byte as clang shows it
    assert caret.index("^") == text.index("not_declared")


def test_render_never_fails_on_a_stray_byte_in_a_message():
    d = Diagnostic(Severity.ERROR, codes.SOURCE_ERROR, "bad '\udce9'", "x.cu", 1, 3, source_line="ab\udce9cd")
    assert d.render().splitlines()[:3] == ["x.cu:1:3: error: bad '<E9>' [PCC1004]", "ab<E9>cd", "  ^"]


@pytest.mark.parametrize("bom, name", [(b"\xff\xfe", "UTF-16 (little-endian)"), (b"\xfe\xff", "UTF-16 (big-endian)"),
                                       (b"\xff\xfe\0\0", "UTF-32 (little-endian)")])
def test_wide_text_is_the_one_encoding_refused(tmp_path, bom, name):
    src = tmp_path / "w.cu"
    src.write_bytes(bom + b"i\0n\0t\0")
    with pytest.raises(PycuccError) as info:
        read_source(str(src))
    (d,) = info.value.diagnostics
    assert d.code == codes.UNSUPPORTED_ENCODING and name in d.message and "iconv" in d.hint


def test_pycucc_translate_writes_the_bytes_back(tmp_path):
    src = tmp_path / "l.cu"
    src.write_bytes(LATIN1)
    out = tmp_path / "out" / "l.cu"
    proc = run_pycucc("translate", src, "-o", out)
    assert proc.returncode == 0, proc.stderr
    data = out.read_bytes()
    assert b"\xa9 2024, the author\x92s" in data and b'"caf\xe9 na\xc3\xafve"' in data and b"hipFree(d)" in data
    # to stdout too: the bytes, not an encoding of them
    std = subprocess.run([sys.executable, "-m", "pycucc", "translate", str(src)], capture_output=True)
    assert std.returncode == 0 and b'"caf\xe9 na\xc3\xafve"' in std.stdout


@pytest.mark.toolchain
def test_a_program_and_its_header_with_latin1_bytes_build_and_errors_are_located(cache_dir, tmp_path):
    (tmp_path / "util.cuh").write_bytes(b"// \xa9 someone\n__device__ inline float twice(float x) "
                                        b"{ return 2.0f * x; } // \xe9t\xe9\n")
    src = tmp_path / "m.cu"
    src.write_bytes(b'#include "util.cuh"\n' + LATIN1.replace(b"1.0f;", b"twice(1.0f);"))
    proc = run_pycucc("-c", src, "-o", tmp_path / "m.o", "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr
    # an error behind Latin-1 bytes in the header, found by the device compile, lands on the header's byte
    (tmp_path / "util.cuh").write_bytes(b"// \xa9\n__device__ inline float twice(float x) "
                                        b"{ const char *c = \"\xe9\"; return x + c; }\n")
    proc = subprocess.run([sys.executable, "-m", "pycucc", "-c", str(src), "-o", str(tmp_path / "m.o"),
                           "--offload-arch=gfx1030"], capture_output=True)
    err = proc.stderr.decode()
    col = (tmp_path / "util.cuh").read_bytes().splitlines()[1].index(b"+ c") + 1  # clang points at the operator
    assert proc.returncode == 1 and f"util.cuh:2:{col}: error: invalid operands" in err, err
    assert "Traceback" not in err
