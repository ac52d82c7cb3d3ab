"""make_hip on small inputs: each pass, the diagnostics, kernels, dependencies, and speed."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from pycucc import frontend
from pycucc.rules import build_ruleset
from pycucc.translate import TranslateOptions, make_hip

ROOT = Path(__file__).resolve().parent.parent


def hip(src: str, path: str = "/tmp/pycucc_t.cu", **kw):
    rules = kw.pop("rules", None)
    kw = {k: tuple(v) if isinstance(v, list) else v for k, v in kw.items()}
    return make_hip(src, path, TranslateOptions(**kw), rules=rules)


def codes(res):
    return [d.code for d in res.diagnostics]


def test_renames_skip_comments_and_strings_but_reach_macros_and_inactive_code():
    src = ('#include <cuda_runtime.h>\n'
           '// cudaMalloc stays in comments\n'
           '#define ALLOC(p, n) cudaMalloc(p, n)\n'
           '#ifdef NEVER_DEFINED\n'
           'static void f(void *p) { cudaFree(p); }\n'
           '#endif\n'
           'int main() { const char *s = "cudaFree"; void *p; ALLOC(&p, 4); cudaFree(p); return s[0]; }\n')
    out = hip(src).text.splitlines()
    assert out[1] == "// cudaMalloc stays in comments"
    assert out[2] == "#define ALLOC(p, n) hipMalloc(p, n)"
    assert out[4] == "static void f(void *p) { hipFree(p); }"
    assert out[6] == ('int main() { const char *s = "cudaFree"; void *p; ALLOC(&p, 4); hipFree(p); '
                      'return s[0]; }')


def test_everything_outside_edits_is_kept_byte_for_byte():
    src = ("/* ünïcödé — comment */\n#include <cuda_runtime.h>\r\n"
           "int main()\t{ float *d;   cudaMalloc(&d, 4);\r\n  return 0; }\n")
    res = hip(src)
    assert res.text == src.replace("cudaMalloc", "hipMalloc").replace("<cuda_runtime.h>", "<hip/hip_runtime.h>")


def test_the_hip_include_goes_where_hipify_clang_puts_it_once():
    # no include at all: at the very top (hipify-clang's place), once
    src = "// Copyright\n/* licence\n   text */\n\n__global__ void k() {}\n"
    res = hip(src)
    assert res.text == "#include <hip/hip_runtime.h>\n" + src
    assert hip(res.text).text == res.text
    # before the first include, after #pragma once, after the include guard (whichever comes first)
    src = "// util\n#include <stdio.h>\nvoid f(cudaStream_t s) { cudaStreamSynchronize(s); }\n"
    assert hip(src).text.startswith("// util\n#include <hip/hip_runtime.h>\n#include <stdio.h>\n")
    src = "#pragma once\n#include <vector>\ninline void f(void *p) { cudaFree(p); }\n"
    assert hip(src, "/tmp/pycucc_t.cuh").text.startswith("#pragma once\n#include <hip/hip_runtime.h>\n#include <vector>")
    src = "#ifndef UTIL_H\n#define UTIL_H\n#include <vector>\ninline void f(void *p) { cudaFree(p); }\n#endif\n"
    assert hip(src, "/tmp/pycucc_t.h").text.startswith("#ifndef UTIL_H\n#define UTIL_H\n#include <hip/hip_runtime.h>\n")
    # a header that changes nothing relies on its includer; a .cu always gets it (nvcc's implicit include)
    assert "hip_runtime" not in hip("__device__ int twice(int v) { return 2 * v; }\n", "/tmp/pycucc_t.cuh").text
    # two CUDA main headers map to one HIP header: the second include goes, unless it is in another #if branch
    two = hip("#include <cuda.h>\n#include <cuda_runtime.h>\nint x;\n").text
    assert two == "#include <hip/hip_runtime.h>\nint x;\n"
    branches = "#ifdef DRV\n#include <cuda.h>\n#else\n#include \"cuda_runtime.h\"\n#endif\nint x;\n"
    assert hip(branches).text == branches.replace("<cuda.h>", "<hip/hip_runtime.h>").replace(
        '"cuda_runtime.h"', '"hip/hip_runtime.h"')


def test_removed_header_line_disappears_whole():
    src = "#include <cuda_runtime.h>\n#include <device_launch_parameters.h> // indices\nint x;\n"
    assert hip(src).text == "#include <hip/hip_runtime.h>\nint x;\n"


def test_arity_picks_the_overload_and_nested_edits_are_absorbed():
    src = ("#include <cuda_runtime.h>\n#include <cstdlib>\n"
           "#define CHECK(x) do { if ((x) != cudaSuccess) abort(); } while (0)\n"
           "__constant__ float c[2];\n"
           "int main() { cudaEvent_t a, b; float h[2];\n"
           "  CHECK(cudaEventCreate(&a));\n"
           "  CHECK(cudaEventCreate(&b, cudaEventDisableTiming));\n"
           "  CHECK(cudaMemcpyToSymbol(c, h, sizeof(h), 0, cudaMemcpyHostToDevice));\n"
           "  cudaMemcpyToSymbol(c, h,\n      sizeof(float) /* one */);\n"
           "  return 0; }\n")
    out = hip(src).text.splitlines()
    assert out[5] == "  CHECK(hipEventCreate(&a));"
    assert out[6] == "  CHECK(hipEventCreateWithFlags(&b, hipEventDisableTiming));"
    assert out[7] == "  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(c), h, sizeof(h), 0, hipMemcpyHostToDevice));"
    # a rewritten call keeps the user's layout and comments: only the callee and the wrapped argument change
    assert out[8:10] == ["  hipMemcpyToSymbol(HIP_SYMBOL(c), h,", "      sizeof(float) /* one */);"]
    # a dropped argument goes with its separator; a template that takes an argument apart is rendered whole
    out = hip("void f(cudaGraph_t g, cudaGraphNode_t *a) {\n  cudaGraphAddDependencies(g,a, a,\n nullptr /* e */, 1);\n}\n")
    assert out.text.splitlines()[2:4] == ["  hipGraphAddDependencies(g,a, a,", " 1);"]
    out = hip("void f(cudaMemLocation l, void *p) {\n  cudaMemAdvise(p, 4,cudaMemAdviseSetReadMostly,  l);\n}\n")
    assert out.text.splitlines()[2] == "  hipMemAdvise(p, 4, hipMemAdviseSetReadMostly, l.id);"


def test_unknown_cuda_names_are_diagnosed_but_user_names_are_not(tmp_path):
    (tmp_path / "util.h").write_text("#define CUDA_CHECK(x) (x)\n")
    src = ('#include <cuda_runtime.h>\n#include "util.h"\n'
           'int main() { int cudaStatus = 0; CUDA_CHECK(cudaFrobnicate(3)); return cudaStatus; }\n')
    res = hip(src, str(tmp_path / "m.cu"))
    unknown = [d for d in res.diagnostics if d.code == "PCC1001"]
    assert [(d.line, d.col) for d in unknown] == [(3, 45)]
    assert "cudaFrobnicate" in unknown[0].message and unknown[0].hint
    assert "^" in unknown[0].render()


def test_a_project_header_named_like_a_cuda_one_is_the_programs(tmp_path):
    """cuBLAS samples include their own "cublas_utils.h" from an -I folder: the parse finds it among the program's
    files, so it is no CUDA header without a mapping; one the parse does not find in the program still is."""
    utils = tmp_path / "utils"
    utils.mkdir()
    (utils / "cublas_utils.h").write_text("#pragma once\n#include <cublas_v2.h>\n")
    src = '#include <cuda_runtime.h>\n#include "cublas_utils.h"\n#include <cufft_frobnicate.h>\nint main() {}\n'
    res = hip(src, str(tmp_path / "m.cu"), include_dirs=[str(utils)])
    unknown = [(d.line, d.message) for d in res.diagnostics if d.code == "PCC1005"]
    assert unknown == [(3, "no HIP mapping for CUDA header <cufft_frobnicate.h>; left as is")], res.diagnostics
    assert res.dependencies == (str(utils / "cublas_utils.h"),)
    alone = hip(src, str(tmp_path / "m.cu"))  # without the -I folder the parse cannot tell whose it is
    assert [d.line for d in alone.diagnostics if d.code == "PCC1005"] == [2, 3]


def test_unsupported_is_an_error_with_advice():
    from pycucc.rules import load_rules

    res = hip("#include <cuda_runtime.h>\nint main() { cudaCtxResetPersistingL2Cache(); }\n",
              unsupported_api="error")
    (err,) = [d for d in res.diagnostics if d.is_error]
    rule = load_rules().unsupported["cudaCtxResetPersistingL2Cache"]
    assert err.code == "PCC1002" and rule.advice in err.message and err.rule_id == rule.id


def test_syntax_errors_in_the_input_are_errors_with_location():
    res = hip("#include <cuda_runtime.h>\nint main() { int x = ; cudaDeviceSynchronize(); }\n")
    (err,) = [d for d in res.diagnostics if d.is_error]
    assert (err.code, err.line, err.col) == ("PCC1004", 2, 22)
    assert err.source_line.startswith("int main()")
    assert "hipDeviceSynchronize" in res.text


def test_unparseable_file_still_gets_token_and_include_passes():
    src = ('#include <cuda_runtime.h>\n#include "does_not_exist.h"\n'
           'int main() { cudaEvent_t e; cudaEventCreate(&e, 0); cudaDeviceSynchronize(); }\n')
    res = hip(src)
    assert "PCC1003" in codes(res) and not res.has_errors
    assert res.text.splitlines()[0] == "#include <hip/hip_runtime.h>"
    assert "hipEventCreateWithFlags(&e, 0); hipDeviceSynchronize();" in res.text


def test_call_rule_with_unknown_arity_or_as_a_value_is_left_with_a_warning():
    rs = build_ruleset([("t.rules", "call cudaEventCreate(e) -> hipEventCreate(e)\n")])
    src = ("#include <cuda_runtime.h>\n"
           "int main() { cudaEvent_t e; cudaEventCreate(&e, 1); auto f = &cudaEventCreateWithFlags;"
           " (void)f; return 0; }\n")
    res = hip(src, rules=rs)
    assert "cudaEventCreate(&e, 1)" in res.text and "PCC1007" in codes(res)
    res = hip("#include <cuda_runtime.h>\nauto g = cudaEventCreate;\n", rules=rs)
    assert "PCC1008" in codes(res)


def test_hip_since_and_warn_attributes():
    rs = build_ruleset([("t.rules", 'rename cudaFree -> hipFree [hip_since=6.2, warn="mind the gap"]\n')])
    res = hip("#include <cuda_runtime.h>\nvoid f(void *p) { cudaFree(p); }\n", rules=rs, hip_version=(5, 2))
    assert {"PCC1006", "PCC1010"} <= set(codes(res))
    res = hip("#include <cuda_runtime.h>\nvoid f(void *p) { cudaFree(p); }\n", rules=rs, hip_version=(6, 4))
    assert "PCC1006" not in codes(res)


def test_kernel_names():
    src = ("#include <cuda_runtime.h>\n"
           'extern "C" __global__ void saxpy(float a, float *x) { x[0] *= a; }\n'
           "__global__ void plain(int *p) {}\n"
           "template <typename T, int N> __global__ void tk(T *p) { p[0] = N; }\n"
           "template <typename T> __global__ void never_launched(T *p) {}\n"
           "__global__ void declared_only(int *p);\n"
           "namespace ns { __global__ void inner() {} }\n"
           "__device__ int helper() { return 1; }\n"
           "int main() { float *f; int *i; tk<float, 4><<<1, 1>>>(f); tk<int, 2><<<1, 1>>>(i);"
           " tk<float, 4><<<1, 1>>>(f); return 0; }\n")
    res = hip(src)
    # a template never instantiated has no kernel in the code object, so it is not listed
    assert res.kernels == ("saxpy", "plain", "_Z2tkIfLi4EEvPT_", "_Z2tkIiLi2EEvPT_", "inner")


def test_template_kernels_are_listed_by_their_instantiations_only():
    src = ("#include <cuda_runtime.h>\n"
           "template <typename T> __global__ void never(T *p) {}\n"
           "template <typename T> __global__ void expl(T *p) { p[0] = 1; }\n"
           "template __global__ void expl<float>(float *);\n"
           "extern template __global__ void never<int>(int *);\n"
           "namespace ns { template <typename T, int N> __global__ void nk(T *p) {} }\n"
           "template __global__ void ns::nk<int, 3>(int *);\n"
           "template <typename T> __global__ void byref(T *p) {}\n"
           "int main() {\n"
           "  int *i; void *args[] = {&i};\n"
           "  cudaLaunchKernel((void *)byref<int>, dim3(1), dim3(1), args, 0, 0);\n"
           "  void (*f)(char *) = byref<char>;\n"
           "  return f != nullptr;\n"
           "}\n")
    res = hip(src)
    assert not res.has_errors, [d.render() for d in res.diagnostics]
    # the device symbols clang gives these instantiations (checked against a gfx1030 build of this file)
    assert sorted(res.kernels) == sorted(("_Z5byrefIiEvPT_", "_Z5byrefIcEvPT_", "_Z4explIfEvPT_",
                                          "_ZN2ns2nkIiLi3EEEvPT_"))
    assert len(set(res.kernels)) == len(res.kernels)
    only_templates = "template <typename T> __global__ void k(T *p) { p[0] = T(); }\n"
    assert hip(only_templates).kernels == ()


_LIBC_KERNEL = ('__global__ void k(int n, int *p, int *q) {\n'
                '  printf("hi %d\\n", n);\n'
                '  assert(n > 0);\n'
                '  memcpy(p, q, 4);\n'
                '  memset(p, 0, 4);\n'
                '  std::memcpy(p, q, 4);\n'
                '  int *m = (int *)malloc(4);\n'
                '  free(m);\n'
                '}\n')
_LIBC_HEADERS = "#include <cstdio>\n#include <cassert>\n#include <cstring>\n#include <cstdlib>\n"


@pytest.mark.parametrize("layout", ["headers-first", "headers-after", "no-headers", "c-headers"])
def test_device_printf_assert_memcpy_memset_parse(layout):
    """CUDA declares these for the device too; nvcc's implicit cuda_runtime.h brings stdio/assert/string."""
    body = _LIBC_KERNEL.replace("std::memcpy", "memcpy") if layout == "no-headers" else _LIBC_KERNEL
    src = {"headers-first": _LIBC_HEADERS + body,
           "headers-after": body.replace("std::memcpy", "memcpy") + _LIBC_HEADERS + body.replace("k(", "k2("),
           "no-headers": body,
           "c-headers": "#include <stdio.h>\n#include <assert.h>\n#include <string.h>\n"
                        + body.replace("std::memcpy", "memcpy")}[layout]
    src += 'int main() { char b[4]; memset(b, 0, 4); printf("%d\\n", b[0]); assert(b[1] == 0); return 0; }\n'
    res = hip(src)
    assert not res.diagnostics, [d.render() for d in res.diagnostics]


def test_inline_ptx_is_lowered_in_place_and_other_asm_is_kept():
    """PTX templates become HIP blocks on their own line (issue 14); x86 asm in host code is left alone."""
    src = ("__global__ void k(int *out) {\n"
           "  int lane;\n"
           '  asm("mov.u32 %0, %%laneid;" : "=r"(lane));\n'
           '  asm volatile("bar.sync 0;");\n'
           '  __asm__ __volatile__("{\\n\\t.reg .pred p;\\n\\t}" ::);\n'
           "  out[0] = lane;\n"
           "}\n"
           "#ifdef NEVER_DEFINED\n"
           '__device__ int f() { int v; asm("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(0)); return v; }\n'
           "#endif\n"
           "static unsigned long long tsc() {\n"
           '  unsigned lo, hi; __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));\n'
           '  asm("movl %%eax, %0" : "=r"(lo));\n'
           "  return ((unsigned long long)hi << 32) | lo;\n"
           "}\n"
           "int main() { return (int)tsc(); }\n")
    res = hip(src)
    assert not res.diagnostics, [d.render() for d in res.diagnostics]
    lines = res.text.splitlines()
    k = lines.index("__global__ void k(int *out) {")
    assert "__lane_id() & 31u" in lines[k + 2] and "asm" not in lines[k + 2]
    assert "__syncthreads()" in lines[k + 3]
    assert lines[k + 4].strip().startswith("{") and "asm" not in lines[k + 4]
    # an inactive branch is lowered too (device passes may enable it); the x86 asm stays as written
    f = next(line for line in lines if line.startswith("__device__ int f()"))
    assert "asm" not in f and "__attribute__((address_space(1))) float*" in f
    assert '  unsigned lo, hi; __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));' in lines
    assert '  asm("movl %%eax, %0" : "=r"(lo));' in lines


def test_inline_ptx_that_cannot_be_lowered_is_an_error_naming_the_instruction():
    src = ("__global__ void k(unsigned *out, unsigned a, unsigned b) {\n"
           '  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, '
           '{%7,%8,%9,%10};" : "=r"(out[0]), "=r"(out[1]), "=r"(out[2]), "=r"(out[3]) : "r"(a), "r"(a), "r"(b), '
           '"r"(a), "r"(a), "r"(a), "r"(a));\n'
           '  asm volatile("exit;");\n'
           "#ifdef NEVER_DEFINED\n"
           '  asm("cp.async.ca.shared.global [%0], [%1], 16;" :: "r"(a), "l"(out));\n'
           "#endif\n"
           "}\n")
    res = hip(src)
    ptx = [d for d in res.diagnostics if d.code == "PCC1016"]
    assert [(d.line, d.col, d.is_error) for d in ptx] == [(2, 17, True), (3, 17, True), (5, 8, False)], \
        [d.render() for d in res.diagnostics]
    assert "'mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32'" in ptx[0].message and "wmma" in ptx[0].message
    assert "'exit'" in ptx[1].message
    assert "cp.async" in ptx[2].message and "inactive" in ptx[2].message


def test_dynamic_parallelism_is_a_located_error():
    src = ("#include <cuda_runtime.h>\n"
           "__global__ void child(int *p) { p[threadIdx.x] = 1; }\n"
           "__global__ void parent(int *p) {\n"
           "  if (threadIdx.x == 0) {\n"
           "    child<<<1, 32>>>(p);\n"
           "    cudaDeviceSynchronize();\n"
           "  }\n"
           "}\n"
           "__device__ void helper(int *p) { child<<<1, 1, 0, 0>>>(p); }\n"
           "int main() { int *p = 0; parent<<<1, 1>>>(p); cudaDeviceSynchronize(); return 0; }\n")
    res = hip(src)
    got = [(d.code, d.line, d.col) for d in res.diagnostics if d.is_error]
    # clang's own "no matching function for call to 'cudaDeviceSynchronize'" on line 6 is replaced, not doubled
    assert got == [("PCC1017", 5, 10), ("PCC1017", 6, 5), ("PCC1017", 9, 39)]
    assert "'parent'" in res.diagnostics[0].message and "host" in res.diagnostics[0].hint


def test_dependencies_are_project_headers_only(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "common.cuh").write_text("#pragma once\n#include <cuda_runtime.h>\n#include <vector>\n")
    (tmp_path / "local.h").write_text("#pragma once\n#include \"inc/common.cuh\"\n")
    src = '#include "local.h"\n#include <common.cuh>\nint main() { return 0; }\n'
    res = hip(src, str(tmp_path / "m.cu"), include_dirs=[str(inc)])
    assert res.dependencies == tuple(sorted([str(inc / "common.cuh"), str(tmp_path / "local.h")]))


def test_parse_never_reads_a_cuda_sdk():
    """Even with an SDK include dir on the command line, <cuda_runtime.h> is ours and no SDK file is read."""
    sdk = "/usr/local/cuda/include"
    src = "#include <cuda_runtime.h>\n#include <cuda_fp16.h>\n#include <cooperative_groups.h>\nint x;\n"
    parsed = frontend.parse(src, "/tmp/pycucc_sdk.cu", include_dirs=[sdk])
    included = [os.path.abspath(i.include.name) for i in parsed.tu.get_includes()]
    assert included and not [f for f in included if f.startswith("/usr/local/cuda")]
    assert str(frontend.PARSE_INCLUDE_DIR / "cuda_runtime.h") in included
    assert not [d for d in parsed.tu.diagnostics if d.severity >= 3]


def test_rules_unknown_to_the_stub_do_not_break_the_parse_of_realistic_code():
    src = (ROOT / "testdata" / "translate" / "realistic.cu").read_text()
    res = hip(src, str(ROOT / "testdata" / "translate" / "realistic.cu"))
    assert not res.has_errors and res.kernels == ("_Z9scale_sumILi256EEvPKfPfi",)


def test_a_400_line_file_translates_each_copy_of_a_function_alike():
    # The size's speed is bench/run.py's (--only hipify: one file); here what a longer file must keep: every copy
    # of main's body translated as the one-copy file translates it, in order, nothing dropped or merged.
    body = (ROOT / "testdata" / "translate" / "runtime_api.cu").read_text()
    main = body[body.index("int main() {"):]
    head = body[:body.index("int main() {")]
    src = head + "".join(main.replace("int main()", f"int run{i}()") for i in range(3))
    assert len(src.splitlines()) >= 400
    one = make_hip(body, "/tmp/pycucc_400.cu")
    three = make_hip(src, "/tmp/pycucc_400.cu")
    assert not one.has_errors and not three.has_errors
    cut = one.text.index("int main() {")
    hip_main = one.text[cut:]
    assert three.text == one.text[:cut] + "".join(hip_main.replace("int main()", f"int run{i}()") for i in range(3))
    assert "cudaMalloc" not in three.text and three.text.count("hipMalloc") == 3 * hip_main.count("hipMalloc") > 0


def test_math_constants_are_hip_names_or_for_an_older_hip_the_compat_header_ones():
    src = ("#include <math_constants.h>\n"
           "__global__ void k(float* x) { x[0] = CUDART_PI_F * x[1] + CUDART_INF_F; }\n")
    res = make_hip(src, "mc.cu")
    assert not [d for d in res.diagnostics if d.code == "PCC1001"], [d.render() for d in res.diagnostics]
    assert res.text == ("#include <hip/hip_runtime.h>\n#include <hip/hip_math_constants.h>\n"
                        "__global__ void k(float* x) { x[0] = HIP_PI_F * x[1] + HIP_INF_F; }\n")
    # a pycucc build against HIP 5.2 (no hip_math_constants.h): the CUDA names stay, pycucc_compat.h defines them
    old = make_hip(src, "mc.cu", TranslateOptions(installed_hip=(5, 2)))
    assert old.text == "#include <hip/hip_runtime.h>\n" + src.split("\n", 1)[1]
    assert not [d for d in old.diagnostics if d.code in ("PCC1001", "PCC1006")], [d.render() for d in old.diagnostics]
    # a CUDA-looking name nobody defines is still reported
    res = make_hip("__global__ void k(float* x) { x[0] = CUDART_NOT_A_CONSTANT; }\n", "mc.cu")
    assert any(d.code == "PCC1001" and "CUDART_NOT_A_CONSTANT" in d.message for d in res.diagnostics)


def test_user_entities_named_like_cuda_apis_are_left_alone_everywhere():
    src = ("#include <cuda_runtime.h>\n"
           "struct Opts { int cudaDeviceReset; cudaStream_t stream; };\n"
           "namespace my { int cudaGetLastError() { return 7; } }\n"
           "int f(Opts& o) { o.cudaDeviceReset = my::cudaGetLastError(); return o.cudaDeviceReset; }\n"
           "void g() { cudaDeviceReset(); cudaGetLastError(); }\n")
    res = make_hip(src, "user.cu")
    lines = res.text.splitlines()
    assert "struct Opts { int cudaDeviceReset; hipStream_t stream; };" in lines
    assert "namespace my { int cudaGetLastError() { return 7; } }" in lines
    assert "int f(Opts& o) { o.cudaDeviceReset = my::cudaGetLastError(); return o.cudaDeviceReset; }" in lines
    assert "void g() { hipDeviceReset(); hipGetLastError(); }" in lines


def test_bare_ptx_opcodes_are_lowered_too():
    src = ('__global__ void k(int* p) {\n  asm volatile("membar.gl;");\n  asm volatile("trap;");\n'
           '  asm("griddepcontrol.wait;");\n}\n'
           'void host() { asm volatile("rdtsc" ::: "eax", "edx"); asm volatile("" ::: "memory"); }\n')
    res = make_hip(src, "ptx.cu")
    assert not res.diagnostics, [d.render() for d in res.diagnostics]
    lines = res.text.splitlines()
    k = lines.index("__global__ void k(int* p) {")
    assert '__builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent")' in lines[k + 1]
    assert "__builtin_trap()" in lines[k + 2] and "(void)0" in lines[k + 3]
    assert 'void host() { asm volatile("rdtsc" ::: "eax", "edx"); asm volatile("" ::: "memory"); }' in lines


def test_the_parse_declarations_parse_cleanly():
    """pycucc's CUDA declarations are force-included in every parse and precompiled: an error in them would be
    hidden (errors in headers are not the file's) and would silently cost the precompiled prelude."""
    ci = frontend.cindex()
    args = frontend.parse_args()
    i = args.index("-include")
    tu = ci.Index.create().parse(str(frontend.PARSE_STUB), args=args[:i] + args[i + 2:])
    assert [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error] == []
    common = "".join(f"#include <{h}>\n" for h in ("cuda_runtime.h", "cuda.h", "cuda_fp16.h", "cuda_bf16.h",
                                                    "cooperative_groups.h", "math_constants.h", "cuComplex.h"))
    tu = frontend.parse(common, "/tmp/pycucc_headers.cu").tu
    assert [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error] == []


def test_a_parse_error_in_a_project_header_is_located_in_the_header(tmp_path):
    (tmp_path / "acc.h").write_text("#pragma once\ntemplate <class T> void acc(T *o, const T *i) { o[0] += i[0]; }\n")
    src = str(tmp_path / "m.cu")
    res = hip('#include "acc.h"\nstruct S {};\nvoid f(S *a, const S *b) { acc(a, b); }\n', src)
    errors = [(d.path, d.line, d.col, d.code) for d in res.diagnostics if d.is_error]
    assert (str(tmp_path / "acc.h"), 2, 54, "PCC1004") in errors
    (d,) = [d for d in res.diagnostics if d.path.endswith("acc.h")]
    assert d.source_line.endswith("o[0] += i[0]; }") and "+=" in d.message


def test_a_call_after_a_statement_macro_without_its_semicolon_is_a_call():
    """`CUERR cudaMallocHost(&p, n);` (a checking macro that ends with a brace, HeCBench's bmf): by its tokens the
    call stands where a declaration's name would; the parse says it is a call, so the call rule applies. A user's
    own declaration under a CUDA name stays as it is."""
    src = ("#include <cuda_runtime.h>\n"
           "#define CUERR { if (cudaGetLastError() != cudaSuccess) return false; }\n"
           "template <typename T> struct Buf {\n"
           "  struct part { T* h; };\n"
           "  part parts[2];\n"
           "  bool alloc() {\n"
           "    for (auto& e : parts) {\n"
           "      cudaMalloc(&e.h, 16); CUERR\n"
           "      cudaMallocHost(&e.h, sizeof(T)); CUERR\n"
           "    }\n"
           "    return true;\n"
           "  }\n"
           "};\n"
           "namespace mine { cudaError_t cudaMallocHost(void** p, size_t n); }\n"
           "bool use() { Buf<int> b; return b.alloc(); }\n")
    res = hip(src)
    lines = res.text.splitlines()
    assert lines[8] == "      hipHostMalloc(&e.h, sizeof(T), hipHostMallocDefault); CUERR", res.text
    assert lines[13] == "namespace mine { hipError_t cudaMallocHost(void** p, size_t n); }", res.text
    # the template alone (a header translated on its own: nothing instantiates it, the call stays unresolved)
    alone = hip(src.rsplit("bool use()", 1)[0], path="/tmp/pycucc_t.cuh")
    assert alone.text.splitlines()[8] == lines[8], alone.text


def test_a_class_template_of_the_users_named_like_cuda_is_theirs_in_its_constructor_too():
    """`template <...> class cuBool { cuBool() ... }` (HeCBench's bmf): the constructor's cursor is spelled with the
    template's parameters; it is the user's entity, not an unknown CUDA name (PCC1001)."""
    src = ("template <typename T = unsigned>\nclass cuBool {\n public:\n  cuBool() : n(0) {}\n  ~cuBool() {}\n"
           "  T n;\n};\ncuBool<> b;\n")
    res = hip(src)
    assert not [d for d in res.diagnostics if d.code == "PCC1001"], [d.message for d in res.diagnostics]
    assert res.text == "#include <hip/hip_runtime.h>\n" + src  # the implicit include, nothing else


def test_a_dependent_member_template_without_template_is_mended_as_nvcc_reads_it():
    """`vec_cast<T, S>::cast<N>(...)` with no `template` (HeCBench's attentionMultiHeadKVCache, flashinfer's
    vec_dtypes.cuh): nvcc's front end reads it as a template, clang refuses it. The translation writes the keyword
    where the parse names the template and at the file's other uses of the same `Class<...>::name<`, and warns
    (PCC1021) instead of keeping the error; after `.` nvcc refuses it too, so it stays the parse's error."""
    src = ("template <typename T, typename S> struct VecCast {\n"
           "  template <int N> static T cast(S s) { return (T)(s * N); }\n"
           "  template <int N> T get() const { return (T)N; }\n"
           "};\n"
           "template <typename T, typename S> T f(S s) { return VecCast<T, S>::cast<2>(s) + VecCast<T, S>::cast<3>(s); }\n"
           "template <typename T, typename S> T g(S s) { return ::VecCast<T, S>::cast<4>(s); }\n"
           "template <typename T, typename S> T h(const VecCast<T, S> &v) { return v.get<5>(); }\n"
           "#if 0\n"
           "template <typename T, typename S> T off(S s) { return VecCast<T, S>::cast<6>(s); }\n"
           "#endif\n")
    res = hip(src, path="/tmp/pycucc_t.cuh")
    lines = res.text.splitlines()
    assert lines[0] == "#include <hip/hip_runtime.h>"  # as for any file the translation changes (hipify-clang's)
    assert lines[5].endswith("{ return VecCast<T, S>::template cast<2>(s) + VecCast<T, S>::template cast<3>(s); }")
    assert lines[6].endswith("{ return ::VecCast<T, S>::template cast<4>(s); }") and "v.get<5>()" in lines[7]
    assert lines[9].endswith("{ return VecCast<T, S>::cast<6>(s); }")  # inactive: as written
    mended = [(d.line, d.col) for d in res.diagnostics if d.code == "PCC1021"]
    assert mended == [(5, 68), (5, 96), (6, 70)], [d.render() for d in res.diagnostics]
    errors = [d for d in res.diagnostics if d.is_error]
    assert [(d.line, d.code) for d in errors] == [(7, "PCC1004")], [d.render() for d in errors]
    # instantiated, clang refuses the first use in a function and drops the expression; every use is mended
    used = hip(src.replace("__device__ ", "") + "int use() { VecCast<int, int> v; return f<int, int>(1) + "
                                                "g<int, int>(2) + h<int, int>(v); }\n", path="/tmp/pycucc_t.cu")
    assert used.text.count("::template cast<") == 3, used.text
    errors = [(d.line, d.message) for d in used.diagnostics if d.is_error]
    assert [line for line, _ in errors] == [7], errors  # only `.get<5>`, which nvcc refuses too


HELPER_ENUMS = ("#include <cuda.h>\n#include <cuda_runtime.h>\n"
                "static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }\n"
                "static const char *\n_cudaGetErrorEnum(CUresult error) {\n  const char *s = 0;\n"
                "  cuGetErrorName(error, &s);\n  return s;\n}\n"
                "void streams(cudaStream_t s) {}\nvoid streams(CUstream s) {}\n"
                "void events(cudaEvent_t e) {}\nvoid events(cudaEvent_t e, int flags) {}\n")


def test_overloads_the_renames_make_one_function_keep_the_first():
    """NVIDIA's helper_cuda.h names errors with one overload for cudaError_t and one for CUresult: both are hipError_t
    with HIP, a redefinition. The later one goes between #if 0 and #endif with a warning naming the two (and what
    the passes said about its body, a stub for cuGetErrorName, goes with it); overloads HIP still tells apart stay."""
    res = make_hip(HELPER_ENUMS, "/tmp/pycucc_helper.cu")
    merged = [d for d in res.diagnostics if d.code == "PCC1025"]
    assert [(d.line, d.col) for d in merged] == [(5, 1), (11, 6)], [d.render() for d in res.diagnostics]
    assert "'_cudaGetErrorEnum(CUresult)' and '_cudaGetErrorEnum(cudaError_t)' (line 3) are one function" \
        in merged[0].message and "cudaError_t and CUresult are the same type" in merged[0].message
    assert not [d for d in res.diagnostics if d.code != "PCC1025"], [d.render() for d in res.diagnostics]
    lines = res.text.splitlines()
    assert lines[1] == "static const char *_cudaGetErrorEnum(hipError_t error) { return hipGetErrorName(error); }"
    assert lines[2] == "#if 0 /* pycucc: the same function as line 3 with HIP's types */"
    assert lines[3:9] == ["static const char *", "_cudaGetErrorEnum(hipError_t error) {", "  const char *s = 0;",
                           "  hipDrvGetErrorName(error, &s);", "  return s;", "}"] and lines[9] == "#endif"
    assert lines[10:] == ["void streams(hipStream_t s) {}", "#if 0 /* pycucc: the same function as line 10 with "
                          "HIP's types */", "void streams(hipStream_t s) {}", "#endif",
                          "void events(hipEvent_t e) {}", "void events(hipEvent_t e, int flags) {}"]
