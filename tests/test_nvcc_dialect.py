"""What CUDA code may rely on because nvcc and CUDA's headers allow it, while clang with HIP's headers does not: one
small program per failure class of real programs built with pycucc as their nvcc (issue 10). Each builds with
pycucc as nvcc would build it (`-c`, host and device), and where the behaviour is a value, the translated code's
value is checked."""
from __future__ import annotations

import pytest

from testutil import run_pycucc

pytestmark = pytest.mark.toolchain


def build(tmp_path, source: str, name: str = "k.cu", *flags, ok: bool = True):
    src = tmp_path / name
    src.write_text(source)
    proc = run_pycucc("-c", src, "-o", tmp_path / "k.o", "--offload-arch=gfx1030", *flags)
    assert "Traceback" not in proc.stderr
    if ok:
        assert proc.returncode == 0, proc.stderr
    return proc


def test_register_narrowing_and_enum_ranges_are_nvcc_s_warnings_at_most(cache_dir, tmp_path):
    proc = build(tmp_path, "enum Flag { A = 1, B = 2 };\nconstexpr Flag all = (Flag)7;\n"
                           "__global__ void k(float *p, int n) {\n"
                           "  register float s = p[threadIdx.x];\n"          # nvcc: accepted silently
                           "  dim3 g = {n, 1, 1};\n"                          # nvcc: warning #2361-D
                           "  p[threadIdx.x] = s * g.x + all;\n}\n")
    assert "'register'" not in proc.stderr and "outside the valid range" in proc.stderr
    assert "cannot be narrowed" in proc.stderr and "error" not in proc.stderr
