"""What CUDA code may rely on because nvcc and CUDA's headers allow it, while clang with HIP's headers does not: one
small program per failure class of real programs built with pycucc as their nvcc (issue 10). Each builds with
pycucc as nvcc would build it (`-c`, host and device), and where the behaviour is a value, the translated code's
value is checked."""
from __future__ import annotations

import subprocess

import pytest

from testutil import llvm_tool, run_pycucc
from pycucc.runtime.bundle import read_bundle, target_of

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



@pytest.mark.parametrize("flags", [(), ("-Xcompiler", "-Wall"), ("-Xcompiler=-Wall,-Wextra",)])
def test_an_unchecked_runtime_call_does_not_warn_even_with_wall(cache_dir, tmp_path, flags):
    """HIP's hipError_t is [[nodiscard]], CUDA's cudaError_t is not: `cudaFree(d);` is silent with nvcc, -Wall or
    not (a user's -Wall comes after pycucc's -Wno-unused-result on the line, so the prelude holds it with a pragma)."""
    proc = build(tmp_path, "#include <cuda_runtime.h>\nvoid release(float* d) { cudaFree(d); cudaDeviceSynchronize(); }\n",
                 "free.cu", *flags, "--no-cache")
    assert "nodiscard" not in proc.stderr and "unused-result" not in proc.stderr, proc.stderr


@pytest.mark.parametrize("rdc", [False, True])
def test_use_fast_math_is_for_device_code_only_and_quiet(cache_dir, tmp_path, rdc):
    """nvcc's --use_fast_math changes device code; host code keeps IEEE semantics, so a CPU check's isnan() still
    sees a NaN (with -ffast-math on the host clang folds it to false), and nothing warns about NaN or infinity."""
    src = tmp_path / "fm.cu"
    src.write_text("#include <cstdio>\n#include <cmath>\n__global__ void k(float* x) { x[0] = x[0] / x[1]; }\n"
                   "int main() { volatile float z = 0.0f; float n = z / z; printf(\"%d\\n\", std::isnan(n) ? 1 : 0); }\n")
    exe = tmp_path / "fm"
    proc = run_pycucc("--use_fast_math", *(["-rdc=true"] if rdc else []), src, "-o", exe, "--offload-arch=gfx1100",
                      "-v", "--no-cache")
    assert proc.returncode == 0, proc.stderr
    assert "warning" not in proc.stderr, proc.stderr
    commands = [line for line in proc.stderr.splitlines() if line.startswith("#$ ") and str(src) in line]
    device = [c for c in commands if "--cuda-device-only" in c or "-fgpu-rdc" in c]
    host = [c for c in commands if "--cuda-host-only" in c]
    assert device and all("-ffast-math" in c for c in device), commands
    assert all("-ffast-math" not in c for c in host), host
    if rdc:
        assert "-Xarch_device -ffast-math" in device[0]
    assert subprocess.run([str(exe)], capture_output=True, text=True).stdout == "1\n"

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


def test_the_headers_nvcc_s_cuda_runtime_h_brings_need_no_include(cache_dir, tmp_path):
    out = run(tmp_path, """
__global__ void k(unsigned long long *p, int *q) {
  p[0] = UINT64_MAX; p[1] = ULONG_MAX; q[0] = INT_MAX; q[1] = std::numeric_limits<int>::min();
  uint32_t x = 7; printf("%u\\n", x); memcpy(q + 2, q, sizeof(int));
}
int main() {
  char b[8]; memcpy(b, "abc", 4);
  printf("%d %llu %lu %zu %d %d\\n", INT_MAX, (unsigned long long)UINT64_MAX, ULONG_MAX, strlen(b),
         (int)floor(1.5), isdigit('7') != 0);
  return clock() < 0;
}
""")
    assert out.split() == ["2147483647", "18446744073709551615", "18446744073709551615", "3", "1", "1"]


def test_device_clock_and_clock64_are_hip_s_shader_clock_with_a_note_where_it_is_20_bits(cache_dir, tmp_path):
    import subprocess
    from pycucc.runtime.bundle import read_bundle, target_of
    src = tmp_path / "c.cu"
    src.write_text("__global__ void k(long long *p) {\n  clock_t t0 = clock();\n  long long t1 = clock64();\n"
                   "  p[threadIdx.x] = (long long)t0 + t1;\n}\n")
    out = tmp_path / "c.hsaco"
    proc = run_pycucc(src, "-o", out, "--offload-arch=gfx1030,gfx1100,gfx1201")
    assert proc.returncode == 0, proc.stderr
    # the 20-bit counter of gfx11 is pointed out at both calls, for that target only
    assert "c.cu:2:16: warning: clock() on gfx11 counts 20 bits" in proc.stderr, proc.stderr
    assert "c.cu:3:18: warning: clock64() on gfx11" in proc.stderr and "gfx1030" not in proc.stderr
    dis = {}
    for key, data in read_bundle(out.read_bytes()).items():
        if not data.startswith(b"\x7fELF"):
            continue  # the bundle's empty host entry
        obj = tmp_path / "one.co"
        obj.write_bytes(data)
        dis[target_of(key)] = subprocess.run([llvm_tool("llvm-objdump"), "-d", str(obj)],
                                             capture_output=True, text=True, check=True).stdout
    assert "s_memtime" in dis["gfx1030"]                          # 64-bit core cycles
    assert "HW_REG_SHADER_CYCLES_HI" in dis["gfx1201"]
    assert "HW_REG_SHADER_CYCLES, 0, 20" in dis["gfx1100"]


def test_ffs_and_ffsll_take_a_long_as_cuda_s_single_overloads_do(cache_dir, tmp_path):
    build(tmp_path, """
#include <cstdint>
#include <type_traits>
__global__ void k(int64_t *p, int *o, size_t n, uint64_t w) {
  static_assert(std::is_same<decltype(__ffsll(p[0])), int>::value && std::is_same<decltype(__ffs(n)), int>::value,
                "CUDA's __ffs/__ffsll return int");
  o[0] = __ffsll(p[0]); o[1] = __ffsll(n); o[2] = __ffs(n); o[3] = __ffsll(w) + __ffs(7) + __ffsll(7ll);
}
""")


def test_dim3_takes_and_gives_a_uint3_as_in_cuda(cache_dir, tmp_path):
    out = run(tmp_path, """
#include <cstdio>
__global__ void k(int *p) { p[threadIdx.x] = 1; }
static unsigned volume(dim3 d) { return d.x * d.y * d.z; }
int main() {
  dim3 grid, block;
  grid = make_uint3(4, 2, 1);                    // CUDA's dim3(uint3)
  uint3 u = grid;                                // and its operator uint3()
  block = dim3(make_uint3(64, 1, 1));
  printf("%u %u %u %u\\n", volume(grid), u.x, u.y, volume(make_uint3(2, 3, 4)) + block.x);
  if (false) k<<<u, block>>>(nullptr);
  return 0;
}
""")
    assert out.split() == ["8", "4", "2", "88"]


def test_a_program_s_own_float_atomicmin_in_a_header_is_kept_and_cuda_s_int_overloads_still_resolve(cache_dir,
                                                                                                    tmp_path):
    (tmp_path / "atomics.cuh").write_text(
        "#pragma once\n"
        "__device__ inline float atomicMin(float *addr, float v) {\n"
        "  int *a = (int *)addr; int old = *a, assumed;\n"
        "  do { assumed = old; old = atomicCAS(a, assumed, __float_as_int(fminf(v, __int_as_float(assumed)))); }\n"
        "  while (assumed != old);\n  return __int_as_float(old);\n}\n")
    proc = build(tmp_path, '#include "atomics.cuh"\n'
                           "template <class T> __device__ void low(T *p, T v) { atomicMin(p, v); }\n"
                           "__global__ void k(float *f, int *i, long long *l) {\n"
                           "  atomicMin(f, 1.0f); atomicMin(i, 2); atomicMin(l, 3ll); atomicMax(l, 4ll);\n"
                           "  low(f, 5.0f); low(i, 6);\n}\n")
    assert "atomics.cuh:2:25: note: the program declares its own 'atomicMin'" in proc.stderr, proc.stderr


def test_half_arithmetic_in_host_code_as_cuda_s_host_device_operators(cache_dir, tmp_path):
    (tmp_path / "ref.h").write_text("#pragma once\ntemplate <typename T> void accumulate(T *out, const T *in, int n) "
                                    "{ for (int i = 0; i < n; i++) out[i] += in[i]; }\n")
    out = run(tmp_path, """
#include <cstdio>
#include <cuda_fp16.h>
#include "ref.h"
__global__ void k(__half *c, const __half *a) { c[threadIdx.x] = a[threadIdx.x] * a[threadIdx.x]; }
int main() {
  __half a[2] = {__float2half(1.5f), __float2half(-2.0f)}, b[2] = {__float2half(2.0f), __float2half(0.25f)};
  __half c = a[0] * b[0] - a[1] / b[1];      // 3 + 8
  accumulate(a, b, 2);                         // 3.5, -1.75
  __half2 p(a[0], a[1]), q(b[0], b[1]);
  __half2 r = p * q + p;                       // 10.5, -2.1875
  __half d = -c; ++d;
  printf("%g %g %g %d %d %g\\n", __half2float(c), __half2float(a[0]), __half2float(a[1]), a[0] > b[0],
         p == q, __half2float(d));
  (void)r;
  return 0;
}
""")
    assert out.split() == ["11", "3.5", "-1.75", "1", "0", "-10"]


def test_atomic_add_on_half_and_bfloat16_pairs(cache_dir, tmp_path):
    src = tmp_path / "a.cu"
    src.write_text("#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n"
                   "__global__ void k(__half2 *h, __nv_bfloat162 *b, __half *s) {\n"
                   "  __half2 old = atomicAdd(h, __floats2half2_rn(1.0f, 2.0f));\n"
                   "  atomicAdd(b, __floats2bfloat162_rn(1.0f, 1.0f));\n  atomicAdd(s, __low2half(old));\n}\n")
    proc = run_pycucc(src, "-o", tmp_path / "a.hsaco", "--offload-arch=gfx1030,gfx90a")
    assert proc.returncode == 0, proc.stderr


def test_ptx_globaltimer_reads_the_realtime_counter_on_every_target(cache_dir, tmp_path):
    src = tmp_path / "t.cu"
    src.write_text('__global__ void k(unsigned long long *p) {\n  unsigned long long t;\n'
                   '  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));\n  p[threadIdx.x] = t;\n}\n')
    out = tmp_path / "t.hsaco"
    proc = run_pycucc(src, "-o", out, "--offload-arch=gfx1030,gfx1100")
    assert proc.returncode == 0, proc.stderr
    found = {}
    for key, data in read_bundle(out.read_bytes()).items():
        if data.startswith(b"\x7fELF"):
            (tmp_path / "one.co").write_bytes(data)
            found[target_of(key)] = subprocess.run([llvm_tool("llvm-objdump"), "-d", str(tmp_path / "one.co")],
                                                   capture_output=True, text=True, check=True).stdout
    assert "s_memrealtime" in found["gfx1030"]
    # HIP 5.2's wall_clock64() is the constant -1 there (no s_memrealtime on gfx11)
    assert "MSG_RTN_GET_REALTIME" in found["gfx1100"]


def test_cache_hinted_loads_and_stores_of_every_type(cache_dir, tmp_path):
    """__ldcs/__stcs and the other hinted forms on float, float4 and int (HIP 5.2 has them for __half only): a
    streaming layernorm kernel uses them so."""
    src = tmp_path / "hints.cu"
    src.write_text("#include <cuda_fp16.h>\n"
                   "__global__ void k(const float *x, float *o, const float4 *v, float4 *w, int *n, __half *h) {\n"
                   "  int i = threadIdx.x;\n  __stcs(o + i, __ldcs(x + i) * 2.f);\n"
                   "  __stcg(w + i, __ldcg(v + i));\n  __stwt(n + i, __ldlu(n + i) + __ldcv(n + i) + __ldca(n + i));\n"
                   "  __stwb(o + i, __ldg(x + i));\n  h[i] = __ldcs(h + i);\n  __stwt(w + i, __ldcv(v + i));\n}\n")
    proc = run_pycucc("-c", src, "-o", tmp_path / "hints.o", "--offload-arch=gfx1030,gfx90a")
    assert proc.returncode == 0, proc.stderr


def test_a_header_error_where_a_member_template_lacks_template_is_left_to_the_headers_translation():
    """attentionMultiHeadKVCache's vec_dtypes.cuh: `vec_cast<D, S>::cast<N>(...)` without `template`, instantiated
    by the including file, whose parse says "reference to overloaded function could not be resolved" there. That
    error is the header's own translation's to mend (it writes `template cast`), not an error of the file."""
    from pycucc.translate.state import _member_template_call
    line = "  vec_cast<tgt_float_t, src_float_t>::cast<vec_size>("
    assert _member_template_call(line, 3)
    assert _member_template_call("  ns::Cast<std::pair<A, B>, C>::to<4>(x);", 3)
    assert not _member_template_call(line, 12)  # the error is not at the start of the name
    assert not _member_template_call("  f<int>(x) < y;", 3)  # not a member of a specialization
    assert not _member_template_call("  Cast<A>::value + 1;", 3)  # a member, without template arguments
    assert not _member_template_call(None, 1)
