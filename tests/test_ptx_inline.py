"""Inline PTX in CUDA sources, beyond the golden file (testdata/translate/device_inline_ptx.cu, which is checked
line by line and built for gfx1030, gfx1100 and gfx90a by test_golden and test_compat): the nvcc-style build of
host and device code, statements that span lines or sit in macros, and the code the warp forms become."""
from __future__ import annotations

import os
import re
import subprocess

import pytest

from testutil import ROOT, run_pycucc

from pycucc.translate import make_hip

GOLDEN = os.path.join(ROOT, "testdata", "translate", "device_inline_ptx.cu")


def test_statements_keep_the_line_numbers_of_everything_after_them():
    src = ("__device__ unsigned f(unsigned a, unsigned b) {\n"
           "    unsigned r;\n"
           "    asm(\"add.u32 %0,\"\n"
           "        \" %1, %2;\"\n"
           "        : \"=r\"(r)\n"
           "        : \"r\"(a),\n"
           "          \"r\"(b));\n"
           "    return r;  // line 8\n"
           "}\n"
           "#define LANE(x) asm volatile(\"mov.u32 %0, %%laneid;\" \\\n"
           "                            : \"=r\"(x))\n"
           "__device__ unsigned g() { unsigned l; LANE(l); return l; }  // line 12\n")
    res = make_hip(src, "lines.cu")
    assert not res.diagnostics, [d.render() for d in res.diagnostics]
    out = res.text.splitlines()
    start = next(i for i, line in enumerate(out) if line.startswith("__device__ unsigned f("))
    assert out[start + 7].strip() == "return r;  // line 8"
    assert out[start + 11].startswith("__device__ unsigned g()")
    # the operand expressions stay on their own lines, inside the block
    assert out[start + 4].strip().startswith("r);") and out[start + 5].strip().startswith("a);")
    # in the macro the replacement keeps the continuation line: the operand x, then the block's rest, on line 11
    assert out[start + 9].startswith("#define LANE(x) { ") and out[start + 9].endswith("\\")
    assert out[start + 10].strip().startswith("x);") and "__lane_id() & 31u" in out[start + 10]


@pytest.mark.toolchain
def test_nvcc_style_object_and_program_with_inline_ptx(tmp_path, cache_dir):
    """Host and device halves both compile (the host pass sees the helpers and lowered blocks too)."""
    src = tmp_path / "app.cu"
    with open(GOLDEN) as f:
        src.write_text(f.read() + "\nint main() { return 0; }\n")
    obj = tmp_path / "app.o"
    proc = run_pycucc("-c", src, "-o", obj, "--offload-arch=gfx1030,gfx90a")
    assert proc.returncode == 0, proc.stderr
    exe = tmp_path / "app"
    proc = run_pycucc(obj, "-o", exe, "--offload-arch=gfx1030,gfx90a")
    assert proc.returncode == 0, proc.stderr
    assert exe.exists() and os.access(exe, os.X_OK)


WARP_SRC = r"""
__global__ void k(unsigned* out) {
    unsigned v = out[threadIdx.x], r, lane, b;
    asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v));
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
                 : "=r"(b) : "r"(v & 1));
    out[threadIdx.x] = r + lane + b;
}
"""


@pytest.mark.toolchain
@pytest.mark.parametrize("target,wave", [("gfx1030", 32), ("gfx90a", 64)])
def test_warp_forms_are_lane_exchanges_on_wave32_and_wave64(tmp_path, cache_dir, target, wave):
    src = tmp_path / "warp.cu"
    src.write_text(WARP_SRC)
    out = tmp_path / "warp.hsaco"
    run_pycucc(src, "-o", out, f"--offload-arch={target}", "--keep", "--keep-dir", tmp_path / "keep", check=True)
    co = next(p for p in (tmp_path / "keep").iterdir() if p.suffix == ".co")
    dis = subprocess.run(["llvm-objdump-19", "-d", f"--mcpu={target}", str(co)], capture_output=True, text=True)
    assert dis.returncode == 0, dis.stderr
    code = dis.stdout
    assert re.search(r"\bds_bpermute_b32\b", code), code[-3000:]         # shfl: a lane exchange
    assert re.search(r"\bv_mbcnt_lo_u32_b32\b", code)                     # the lane id
    if wave == 64:
        # a PTX warp is half the wave: %laneid is the lane within the half (lane & 31), and the shuffle's
        # source lane keeps the caller's half (the byte offset for ds_bpermute masked to 64 lanes, not 32)
        assert re.search(r"\bv_mbcnt_hi_u32_b32\b", code)
        assert re.search(r"v_and_b32_e32 v\d+, 31, v\d+", code), code[-3000:]
        assert re.search(r"v_and_b32_e32 v\d+, 0xfc, v\d+", code), code[-3000:]
    from pycucc.runtime.codeobj import read_code_object
    assert read_code_object(str(out)).targets[0].kernels[0].wavefront_size == wave


def test_porting_reports_count_lowered_statements(tmp_path):
    from pycucc.report import describe
    res = make_hip(open(GOLDEN).read(), GOLDEN)
    lowered = [c for c in res.conversions if c.rule_id == "ptx:inline"]
    asm_lines = [i for i, line in enumerate(open(GOLDEN).read().splitlines(), 1)
                 if re.search(r"\basm\s*(volatile\s*)?\(", line)]
    assert [c.line for c in lowered] == asm_lines
    assert {c.name for c in lowered} >= {"mov.u32", "add.cc.u32", "prmt.b32", "shfl.sync.bfly.b32", "membar.gl"}
    assert describe("ptx:inline", "mov.u32") == ("asm(\"mov.u32 ...\")", "HIP device code (the PTX lowering table)")


@pytest.mark.toolchain
@pytest.mark.parametrize("guard", ["#pragma once\n", "#ifndef SHA_H\n#define SHA_H\n"])
def test_inline_ptx_behind_cuda_arch_in_a_header_gets_its_helpers(guard, tmp_path, cache_dir):
    """PTX behind `#if __CUDA_ARCH__ >= 500` with a plain-C++ #else (as hashing code has it): the host parse sees the
    #else, so the helpers of the lowered PTX must go before the conditional, not into the branch it sees."""
    header = (guard + "#if (__CUDA_ARCH__ >= 500)\n"
              "__device__ __forceinline__ unsigned xor3(unsigned a, unsigned b, unsigned c) {\n  unsigned d;\n"
              '  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d) : "r"(a), "r"(b), "r"(c));\n  return d;\n}\n'
              "#else\n__device__ __forceinline__ unsigned xor3(unsigned a, unsigned b, unsigned c) "
              "{ return a ^ b ^ c; }\n#endif\n" + ("#endif\n" if guard.startswith("#ifndef") else ""))
    (tmp_path / "sha.h").write_text(header)
    src = tmp_path / "k.cu"
    src.write_text('#include "sha.h"\n__global__ void k(unsigned *p) { p[threadIdx.x] = xor3(p[0], p[1], p[2]); }\n')
    proc = run_pycucc("-c", src, "-o", tmp_path / "k.o", "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr
    text = make_hip(header, path=str(tmp_path / "sha.h")).text
    assert text.index("helpers of the inline PTX") < text.index("#if (__CUDA_ARCH__ >= 500)")
