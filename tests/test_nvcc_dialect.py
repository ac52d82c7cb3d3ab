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


def run(tmp_path, source: str, name: str = "p.cu") -> str:
    """Build a program (host code only is run: there is no GPU here) and return what it printed."""
    import subprocess
    src = tmp_path / name
    src.write_text(source)
    exe = tmp_path / "prog"
    proc = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr
    done = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


MINMAX_TYPES = """
#include <cstddef>
#include <cstdio>
#include <type_traits>
template <class A, class B, class R> __host__ __device__ constexpr bool picks() {
  return std::is_same<decltype(min(A(), B())), R>::value && std::is_same<decltype(max(A(), B())), R>::value;
}
// CUDA 13's set (crt/math_functions.hpp): mixed signed/unsigned pairs compare and return unsigned
__host__ __device__ void overloads() {
  static_assert(picks<int, int, int>() && picks<unsigned, unsigned, unsigned>(), "");
  static_assert(picks<int, unsigned, unsigned>() && picks<unsigned, int, unsigned>(), "");
  static_assert(picks<long, long, long>() && picks<size_t, size_t, unsigned long>(), "");
  static_assert(picks<long, unsigned long, unsigned long>() && picks<unsigned long, long, unsigned long>(), "");
  static_assert(picks<long long, long long, long long>(), "");
  static_assert(picks<long long, unsigned long long, unsigned long long>(), "");
  static_assert(picks<float, float, float>() && picks<double, double, double>(), "");
  static_assert(picks<float, double, double>() && picks<double, float, double>(), "");
}
__global__ void k(size_t n, size_t *out, int *o2) {
  size_t i = threadIdx.x;
  out[i] = min(n - i, (size_t)256);
  o2[i] = max(o2[i], (int)i);
}
"""


def test_min_and_max_resolve_as_cuda_s_overload_set_on_host_and_device(cache_dir, tmp_path):
    out = run(tmp_path, MINMAX_TYPES + """
int main() {
  size_t n = 1000;
  printf("%u %u %zu %lld %g %g\\n", min(-1, 5u), max(-1, 5u), min(n, (size_t)256), max(-3ll, 2ll),
         min(1.5f, __builtin_nanf("")), max(2.0f, 3.0));
  return 0;
}
""")
    assert out.split() == ["5", "4294967295", "256", "2", "1.5", "3"]
