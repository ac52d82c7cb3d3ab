"""The force-included device compatibility header (compiler/include/pycucc_compat.h) and the hand-written HIP
samples, compiled with the real clang-19 for a wave32 (gfx1030) and a wave64 (gfx90a) target."""
from __future__ import annotations

import glob
import os
import random
import re
import subprocess

import pytest

from testutil import hip_compile, toolchain

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPAT_H = os.path.join(ROOT, "compiler", "include", "pycucc_compat.h")
SAMPLES = os.path.join(ROOT, "testdata", "samples")
HIP_SAMPLES = sorted(glob.glob(os.path.join(SAMPLES, "hip", "*.hip")))
TARGETS = ("gfx1030", "gfx90a")  # wave32 and wave64; gfx11/12/942 need the bitcode overlay



def _hip(*args):
    """clang -x hip -std=c++17 against the toolchain's HIP and device bitcode, code object v5, then `args`."""
    return hip_compile("-std=c++17", *args, code_object_version=5)

# Uses every function the header provides, the way translated CUDA calls them. It does not include
# hip_runtime.h: the header must stand on its own when it is force-included first.
COMPAT_SRC = r"""
#include <hip/hip_fp16.h>

__global__ void k_shfl_down(float* v) {
    float x = v[threadIdx.x];
    for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffff, x, o);
    v[threadIdx.x] = x;
}

__global__ void k_shfl_types(int* i, unsigned* u, long* l, unsigned long* ul, long long* ll,
                             unsigned long long* ull, float* f, double* d, __half* h) {
    int t = threadIdx.x;
    i[t] = __shfl_sync(0xffffffff, i[t], 0);
    u[t] = __shfl_up_sync(0xffffffff, u[t], 1, 16);
    l[t] = __shfl_xor_sync(-1, l[t], 2);
    ul[t] = __shfl_down_sync(0xffffffffu, ul[t], 3, 8);
    ll[t] = __shfl_sync(0xffffffffull, ll[t], 5);
    ull[t] = __shfl_xor_sync(~0ull, ull[t], 1);
    f[t] = __shfl_up_sync(0xffffffff, f[t], 2);
    d[t] = __shfl_down_sync(0xffffffff, d[t], 4, 32);
    h[t] = __shfl_xor_sync(0xffffffff, h[t], 1);
}

__global__ void k_vote(const int* in, unsigned* out, unsigned long long* out64) {
    int t = threadIdx.x;
    int v = in[t];
    __syncwarp();
    __syncwarp(0xffffffff);
    unsigned active = __activemask();
    unsigned acc = __ballot_sync(active, v > 0);
    acc += __all_sync(0xffffffff, v > 0) + __any_sync(0xffffffff, v < 0);
    int pred = 0;
    acc += __match_any_sync(0xffffffff, v) + __match_all_sync(0xffffffff, (double)v, &pred) + pred;
    out[t] = acc;
    out64[t] = __ballot_sync(0xffffffffffffffffull, v > 1) + __pycucc_activemask64();
}

__global__ void k_reduce(const int* in, unsigned* out) {
    int t = threadIdx.x;
    unsigned u = (unsigned)in[t];
    out[t] = __reduce_add_sync(0xffffffff, u) + (unsigned)__reduce_add_sync(0xffffffff, in[t])
           + __reduce_min_sync(0xffffffff, u) + (unsigned)__reduce_min_sync(0xffffffff, in[t])
           + __reduce_max_sync(0xffffffff, u) + (unsigned)__reduce_max_sync(0xffffffff, in[t])
           + (__reduce_and_sync(0xffffffff, u) ^ __reduce_or_sync(0xffffffff, u) ^ __reduce_xor_sync(0xffffffff, u));
}

__global__ void k_atomic(unsigned* counters, __half* h) {
    __pycucc_atomicInc(&counters[0], 100u);
    __pycucc_atomicDec(&counters[1], 100u);
    atomicAdd(&h[threadIdx.x % 3], __float2half(0.5f));
}
"""
KERNELS = ("k_shfl_down", "k_shfl_types", "k_vote", "k_reduce", "k_atomic")

# A stand-in for HIP >= 6.2's own warp-sync builtins, with their signatures and their refusal of masks
# that are not 64-bit (amd_detail/amd_warp_sync_functions.h). That HIP is not installed here, so this
# checks the overload design against the declarations it has to coexist with.
NEWER_HIP_STANDIN = r"""
#include <hip/hip_runtime.h>
#include <type_traits>
#define STANDIN_REQUIRE_64(M) static_assert(std::is_integral<M>::value && sizeof(M) == 8, "The mask must be a 64-bit integer.")
__device__ inline unsigned long long __activemask() { return __ballot(1); }
__device__ inline void __syncwarp() { __builtin_amdgcn_wave_barrier(); }
template <class M> __device__ inline void __syncwarp(M m) { STANDIN_REQUIRE_64(M); __syncwarp(); }
template <class M> __device__ inline unsigned long long __ballot_sync(M m, int p) { STANDIN_REQUIRE_64(M); return __ballot(p) & m; }
template <class M> __device__ inline int __all_sync(M m, int p) { STANDIN_REQUIRE_64(M); return __ballot_sync(m, p) == m; }
template <class M> __device__ inline int __any_sync(M m, int p) { STANDIN_REQUIRE_64(M); return __ballot_sync(m, p) != 0; }
template <class M, class T> __device__ inline unsigned long long __match_any_sync(M m, T v) { STANDIN_REQUIRE_64(M); return m; }
template <class M, class T> __device__ inline unsigned long long __match_all_sync(M m, T v, int* p) { STANDIN_REQUIRE_64(M); *p = 1; return m; }
template <class M, class T> __device__ inline T __shfl_sync(M m, T v, int l, int w = warpSize) { STANDIN_REQUIRE_64(M); return __shfl(v, l, w); }
template <class M, class T> __device__ inline T __shfl_up_sync(M m, T v, unsigned d, int w = warpSize) { STANDIN_REQUIRE_64(M); return __shfl_up(v, d, w); }
template <class M, class T> __device__ inline T __shfl_down_sync(M m, T v, unsigned d, int w = warpSize) { STANDIN_REQUIRE_64(M); return __shfl_down(v, d, w); }
template <class M, class T> __device__ inline T __shfl_xor_sync(M m, T v, int l, int w = warpSize) { STANDIN_REQUIRE_64(M); return __shfl_xor(v, l, w); }
template <class M, class T> __device__ inline T __reduce_add_sync(M m, T v) { STANDIN_REQUIRE_64(M); return v; }
"""

NEWER_HIP_USER = r"""
__global__ void k(float* f, unsigned* u, int* i, unsigned long long* o) {
    int t = threadIdx.x;
    f[t] = __shfl_down_sync(0xffffffff, f[t], 1) + __shfl_xor_sync(-1, f[t], 2)
         + __shfl_sync(0xffffffffu, f[t], 0, 16) + __shfl_up_sync(0xffffffff, f[t], 1);
    __syncwarp();
    __syncwarp(0xffffffff);
    unsigned long long m64 = __activemask();
    int p;
    u[t] = __ballot_sync(0xffffffff, t & 1) + __all_sync(0xffffffff, 1) + __any_sync(-1, 0)
         + __match_any_sync(0xffffffff, i[t]) + __match_all_sync(0xffffffff, f[t], &p)
         + __reduce_add_sync(0xffffffff, u[t]) + __reduce_max_sync(0xffffffff, i[t]);
    o[t] = __ballot_sync(m64, t & 1) + __shfl_down_sync(m64, o[t], 1) + __reduce_add_sync(m64, i[t]);
    static_assert(sizeof(__ballot_sync(0xffffffff, 1)) == 4, "a 32-bit mask goes to the compat overloads");
    static_assert(sizeof(__ballot_sync(m64, 1)) == 8, "a 64-bit mask goes to HIP's own template");
}
"""


def _run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def _device_compile(src, out, target, opt="-O3", extra=()):
    return _run([*_hip(), "--cuda-device-only", f"--offload-arch={target}", opt, *extra,
                 "--no-gpu-bundle-output", "-c", str(src), "-o", str(out)])


def _kd_symbols(obj):
    proc = _run(["llvm-readelf-19", "-s", str(obj)])
    assert proc.returncode == 0, proc.stderr
    return [line.split()[-1] for line in proc.stdout.splitlines() if line.split() and line.split()[-1].endswith(".kd")]


def _function_disassembly(obj, target, kernel):
    """The instructions of one kernel, from llvm-objdump's per-symbol listing."""
    proc = _run(["llvm-objdump-19", "-d", f"--mcpu={target}", str(obj)])
    assert proc.returncode == 0, proc.stderr
    blocks = re.split(r"\n(?=[0-9a-f]+ <)", proc.stdout)
    for block in blocks:
        header = block.split("\n", 1)[0]
        if re.match(r"[0-9a-f]+ <_Z\d+" + kernel + r"[^>]*>:", header):
            return block
    raise AssertionError(f"{kernel} not found in the disassembly of {obj}")


@pytest.fixture(scope="module")
def compat_objects(tmp_path_factory):
    """COMPAT_SRC built once per target with the header force-included, as pycucc builds translated code."""
    d = tmp_path_factory.mktemp("compat")
    src = d / "compat_use.hip"
    src.write_text(COMPAT_SRC)
    objs = {}
    for target in TARGETS:
        out = d / f"compat_use.{target}.o"
        proc = _device_compile(src, out, target, extra=("-include", COMPAT_H))
        assert proc.returncode == 0, f"{target}:\n{proc.stderr}"
        objs[target] = out
    return objs


@pytest.mark.toolchain
@pytest.mark.parametrize("target", TARGETS)
def test_compat_functions_compile_for_target(compat_objects, target):
    obj = compat_objects[target]
    assert obj.stat().st_size > 0
    kds = _kd_symbols(obj)
    for kernel in KERNELS:
        assert any(kernel in sym for sym in kds), f"{kernel}.kd missing on {target}: {kds}"


@pytest.mark.toolchain
def test_shfl_down_sync_is_a_real_cross_lane_move(compat_objects):
    code = _function_disassembly(compat_objects["gfx1030"], "gfx1030", "k_shfl_down")
    # Five shuffle steps in the loop: each must survive as a lane exchange, not fold away.
    assert len(re.findall(r"\bds_bpermute_b32\b|_dpp\b", code)) >= 5, code
    assert "<unknown>" not in code


@pytest.mark.toolchain
@pytest.mark.parametrize("target", TARGETS)
def test_atomics_lower_to_hardware_instructions(compat_objects, target):
    code = _function_disassembly(compat_objects[target], target, "k_atomic")
    assert re.search(r"atomic_inc\b", code), code
    assert re.search(r"atomic_dec\b", code), code
    # The __half atomicAdd is a CAS loop on the enclosing 32-bit word.
    assert re.search(r"atomic_cmpswap\b", code), code


@pytest.mark.toolchain
def test_votes_and_reductions_use_wave_ballots(compat_objects):
    code = _function_disassembly(compat_objects["gfx1030"], "gfx1030", "k_reduce")
    # Per-bit ballots land in scalar registers and are counted there, 32 bits per reduction.
    assert code.count("s_bcnt1_i32_b32") >= 32, code
    assert "v_cmp_" in code


@pytest.mark.toolchain
def test_host_pass_accepts_the_header(tmp_path):
    src = tmp_path / "compat_use.hip"
    src.write_text(COMPAT_SRC)
    proc = _run([*_hip(), "--cuda-host-only", "--offload-arch=gfx1030", "-Wall", "-Wextra", "-Werror",
                 "-include", COMPAT_H, "-fsyntax-only", str(src)])
    assert proc.returncode == 0, proc.stderr


@pytest.mark.toolchain
def test_header_is_warning_free_on_device(tmp_path):
    src = tmp_path / "compat_use.hip"
    src.write_text(COMPAT_SRC)
    # The wave64 note on 32-bit-mask shuffles is the header's one deliberate warning (tested below).
    proc = _run([*_hip(), "--cuda-device-only", "--offload-arch=gfx90a", "-Wall", "-Wextra", "-Werror",
                 "-Wno-user-defined-warnings", "-include", COMPAT_H, "-fsyntax-only", str(src)])
    assert proc.returncode == 0, proc.stderr


@pytest.mark.toolchain
def test_cuda_masks_work_beside_newer_hip_builtins(tmp_path):
    standin = tmp_path / "newer_hip.h"
    standin.write_text(NEWER_HIP_STANDIN)
    src = tmp_path / "user.hip"
    src.write_text(NEWER_HIP_USER)
    base = [*_hip(), "--cuda-device-only", "--offload-arch=gfx1030", "-fsyntax-only", "-include", str(standin)]
    # Without the compat header the stand-in rejects CUDA's 32-bit masks, as that HIP does ...
    bare = _run([*base, str(src)])
    assert bare.returncode != 0 and "The mask must be a 64-bit integer" in bare.stderr
    # ... with it, 32-bit masks resolve to the compat overloads and 64-bit masks still reach HIP's templates.
    proc = _run([*base, "-DPYCUCC_HIP_HAS_WARP_SYNC=1", "-include", COMPAT_H, str(src)])
    assert proc.returncode == 0, proc.stderr


@pytest.mark.toolchain
def test_64bit_mask_reduction_is_refused_not_narrowed(tmp_path):
    src = tmp_path / "wide.hip"
    src.write_text("__global__ void k(int* p, unsigned long long m) { p[0] = __reduce_add_sync(m, p[0]); }\n")
    proc = _run([*_hip(), "--cuda-device-only", "--offload-arch=gfx90a", "-fsyntax-only",
                 "-include", COMPAT_H, str(src)])
    assert proc.returncode != 0
    assert "__reduce_add_sync takes CUDA's 32-bit mask" in proc.stderr


def _global_names(path):
    with open(path) as f:
        return sorted(set(re.findall(r"__global__\s+void\s+(\w+)", f.read())))


@pytest.mark.toolchain
@pytest.mark.parametrize("path", HIP_SAMPLES, ids=[os.path.basename(p) for p in HIP_SAMPLES])
def test_hand_written_hip_sample_compiles(path, tmp_path):
    kernels = _global_names(path)
    assert kernels, f"no kernels found in {path}"
    for target in TARGETS:
        out = tmp_path / f"sample.{target}.o"
        proc = _device_compile(path, out, target, opt="-O1")
        assert proc.returncode == 0, f"{target}:\n{proc.stderr}"
        kds = _kd_symbols(out)
        for kernel in kernels:
            assert any(kernel in sym for sym in kds), f"{kernel}.kd missing for {target}: {kds}"


def test_every_cuda_sample_has_a_hip_twin_and_checks_itself():
    cu = sorted(glob.glob(os.path.join(SAMPLES, "*.cu")))
    stems = {os.path.splitext(os.path.basename(p))[0] for p in cu}
    hip = {os.path.splitext(os.path.basename(p))[0] for p in HIP_SAMPLES}
    assert stems == hip
    assert {"saxpy", "reduce_shared", "warp_reduce", "histogram", "math", "template", "grid2d", "globals"} <= stems
    implicit_include = 0
    for p in cu:
        with open(p) as f:
            text = f.read()
        assert 40 <= text.count("\n") <= 150, p
        assert "int main" in text and "PASS" in text and "FAIL" in text, p
        assert "cudaMalloc" in text and "cudaFree" in text and "<<<" in text, p
        implicit_include += "#include <cuda_runtime.h>" not in text
    assert implicit_include >= 1, "one sample should rely on nvcc's implicit cuda_runtime.h"


# ----------------------------------------------------------------------------------------------------------------
# The wave64 diagnostic, the device API beyond the warp functions, and the device golden files built end to end.

WAVE_SRC = r"""
__global__ void k(float* v) {
    float x = v[threadIdx.x];
    x += __shfl_down_sync(0xffffffff, x, 1);       // line 4: no width -> 64 lanes with --warp-size=64
    x += __shfl_down_sync(0xffffffff, x, 1, 32);   // explicit width: no note
    x += __shfl_xor_sync(0xffffffffull, x, 1);     // 64-bit mask: whole wave by intent, no note
    v[threadIdx.x] = x;
}
"""


@pytest.mark.toolchain
@pytest.mark.parametrize("target,model,expect_note", [("gfx1030", [], False), ("gfx90a", [], False),
                                                      ("gfx90a", ["-DPYCUCC_WARP_SIZE=64"], True)])
def test_32bit_mask_shuffle_on_wave64_is_diagnosed(tmp_path, target, model, expect_note):
    """Only the whole-wave model (--warp-size=64) gives the three-argument form another meaning than CUDA's."""
    src = tmp_path / "wave.hip"
    src.write_text(WAVE_SRC)
    proc = _run([*_hip(), "--cuda-device-only", f"--offload-arch={target}", "-fsyntax-only", *model,
                 "-include", COMPAT_H, str(src)])
    assert proc.returncode == 0, proc.stderr
    notes = re.findall(r"wave\.hip:(\d+):\d+: warning: __shfl_down_sync with a 32-bit mask shuffles across all 64",
                       proc.stderr)
    assert notes == (["4"] if expect_note else []), proc.stderr


# Every compat function outside the warp set, called the way CUDA code calls them, on __half and bfloat16.
DEVICE_API_SRC = r"""
__global__ void k(__hip_bfloat16* b, __half* h, float* f, unsigned* u, int* i, unsigned long long* q) {
    int t = threadIdx.x;
    __hip_bfloat16 x = b[t], y = b[t + 1];
    b[t] = __hadd(x, y) + __hmul_rn(x, y) + __hmax_nan(x, y) + __hfma_relu(x, y, x) + hexp(x) + htanh(y);
    __hip_bfloat162 p = __floats2bfloat162_rn(1.f, 2.f);
    p = __hfma2(p, __hmul2(p, p), __hcmadd(p, p, p));
    f[t] = __low2float(p) + __bfloat162float(__int2bfloat16_rz(i[t])) + __bfloat162float(__ull2bfloat16_rd(q[t]))
         + __bfloat162int_ru(x) + __bfloat162ushort_rn(y) + __bfloat16_as_ushort(__ushort_as_bfloat16(7));
    h[t] = __hmax(h[t], h[t + 1]) + __low2half(__hmin2(__half2half2(h[t]), __half2half2(h[t + 1])))
         + htanh_approx(h[t]) + __hsub_rn(h[t], h[t]) + __double2half(2.0);
    u[t] = __heq2_mask(p, p) + __hbgtu2(p, p) + __fns(u[t], 3, -2) + __dp4a(i[t], i[t], 1) + __dp2a_hi(u[t], u[t], 1u)
         + umin(u[t], 3u) + (unsigned)llmax(q[t], 2ll) + __uni_sync(0xffffffff, t > 3) + __isShared(f) + __isGlobal(f);
    __nanosleep(100);
    atomicAdd_block(f, 1.0f); atomicMax_block(u, 3u); atomicCAS_block(u, 1u, 2u); atomicExch_block(i, 4);
    u[1] = __pycucc_atomicInc_block(u, 5u) + __pycucc_atomicDec_system(u, 5u);
    i[t] = __ldcv(i) + __ldlu(i); __stwt(i, 3); __stwb(i, 4);
    atomicAdd(&b[2], x);
}
"""


@pytest.mark.toolchain
@pytest.mark.parametrize("target", TARGETS)
def test_device_api_compiles_and_links(tmp_path, target):
    src = tmp_path / "api.hip"
    src.write_text(DEVICE_API_SRC)
    out = tmp_path / f"api.{target}.o"
    proc = _device_compile(src, out, target, opt="-O1", extra=("-include", COMPAT_H))
    assert proc.returncode == 0, proc.stderr
    assert any("_Z1k" in s for s in _kd_symbols(out))


# bfloat16 conversions against a reference computed here in Python from the IEEE bit patterns.
BF16_SRC = r"""
__global__ void conv(const float* in, unsigned short* rn, unsigned short* rz, unsigned short* ru, unsigned short* rd,
                     const long long* big, unsigned short* big_rn) {
    int t = threadIdx.x;
    rn[t] = __bfloat16_as_ushort(__float2bfloat16_rn(in[t]));
    rz[t] = __bfloat16_as_ushort(__float2bfloat16_rz(in[t]));
    ru[t] = __bfloat16_as_ushort(__float2bfloat16_ru(in[t]));
    rd[t] = __bfloat16_as_ushort(__float2bfloat16_rd(in[t]));
    big_rn[t] = __bfloat16_as_ushort(__ll2bfloat16_rn(big[t]));
}
"""


@pytest.mark.toolchain
def test_bfloat16_conversions_fold_to_the_reference(tmp_path):
    """Constant inputs let clang fold the conversions at -O2; the stored immediates must be the reference bits."""
    import struct

    def bf(v, mode):
        u = struct.unpack("<I", struct.pack("<f", v))[0]
        rest, hi, neg = u & 0xFFFF, u >> 16, u >> 31
        up = {"rn": rest > 0x8000 or (rest == 0x8000 and hi & 1), "rz": False,
              "ru": rest != 0 and not neg, "rd": rest != 0 and bool(neg)}[mode]
        return hi + int(up)

    value = 1.00390625 + 2 ** -12  # just above the halfway point between two bfloat16 values near 1
    src = tmp_path / "bf.hip"
    src.write_text(BF16_SRC.replace("in[t]", repr(value) + "f").replace("big[t]", str((1 << 40) + (1 << 32) + 1)))
    out = tmp_path / "bf.o"
    proc = _device_compile(src, out, "gfx1030", opt="-O2", extra=("-include", COMPAT_H))
    assert proc.returncode == 0, proc.stderr
    code = _function_disassembly(out, "gfx1030", "conv")
    immediates = {int(m, 16) for m in re.findall(r"0x([0-9a-f]+)", code)}
    for mode in ("rn", "rz", "ru", "rd"):
        assert bf(value, mode) in immediates or bf(value, mode) < 65, (mode, hex(bf(value, mode)), code)
    # (2^40 + 2^32 + 1) rounds to nearest bfloat16 (8 significant bits) = 2^40 + 2^33 -> 0x5381; plain
    # double rounding through float would give 2^40 + 2^32 * 2 as well, so check the exact bits.
    assert 0x5381 in immediates, code


# (not those of a HIP newer than the installed one, `newer_hip`: test_golden.py compiles none of them either)
DEVICE_GOLDEN = sorted(p for p in glob.glob(os.path.join(ROOT, "testdata", "translate", "*.cu"))
                       if os.path.basename(p).startswith(("device_", "math_", "fp16_", "cg_"))
                       and "newer_hip" not in os.path.basename(p))


@pytest.mark.toolchain
@pytest.mark.parametrize("path", DEVICE_GOLDEN, ids=os.path.basename)
def test_device_golden_builds_for_three_targets(path, tmp_path, cache_dir):
    """One pycucc invocation per file, wave32 RDNA2/RDNA3 and wave64 CDNA2, through the real CLI."""
    from testutil import run_pycucc
    from pycucc.runtime.bundle import read_bundle, target_of
    out = tmp_path / "out.hsaco"
    proc = run_pycucc(path, "-o", out, "--offload-arch=gfx1030,gfx1100,gfx90a")
    assert proc.returncode == 0, proc.stderr
    entries = read_bundle(out.read_bytes())
    targets = {target_of(k) for k in entries}
    assert {"gfx1030", "gfx1100", "gfx90a"} <= {t.split(":")[0] for t in targets if t}, targets
    # Golden files pass explicit shuffle widths, so no wave64 note and no device-compile warning, except the note
    # on gfx11's 20-bit clock64() where a file times itself.
    warnings = [line for line in proc.stderr.splitlines() if "device compile for" in line and ": note: " not in line]
    assert all("clock64() on gfx11" in w and w.endswith("(device compile for gfx1100) [PCC2002]") for w in warnings), \
        proc.stderr


# ----------------------------------------------------------------------------------------------------------------
# SIMD-in-a-word (__vadd2 ... __vsetne4) and DPX (__vimax3_s32 ... __vibmin_u16x2): the header's definitions run
# as host code on this CPU and are compared, input by input, with a reference written here from NVIDIA's CUDA
# Math API documentation and the PTX ISA's vadd2/vset2/... semantics. The same definitions are then compiled for
# the device.

def _split(x, w, signed):
    """The 32 // w lanes of word x, lane 0 in the low bits, as unsigned or two's-complement values."""
    lanes = []
    for i in range(32 // w):
        v = (x >> (w * i)) & ((1 << w) - 1)
        lanes.append(v - (1 << w) if signed and v >> (w - 1) else v)
    return lanes


def _join(vals, w):
    """Packs per-lane results, each taken modulo the lane width (the hardware keeps the low w bits)."""
    return sum((v & ((1 << w) - 1)) << (w * i) for i, v in enumerate(vals))


def _clamp(v, lo, hi):
    return max(lo, min(hi, v))


def _avg_away(s):
    """Signed rounded average: halves round away from zero (vavrg's rounding)."""
    q = (abs(s) + 1) // 2
    return q if s >= 0 else -q


def _s32(x):
    return x - (1 << 32) if x >> 31 else x


def _simd_reference():
    """name -> (arity, f(a, b, c) -> tuple of printed values), for the 82 SIMD functions."""
    ref = {}
    for suffix, w in (("2", 16), ("4", 8)):
        umax, smax, smin = (1 << w) - 1, (1 << (w - 1)) - 1, -(1 << (w - 1))

        def lanewise(signed, f, w=w):
            return lambda a, b, c: (_join([f(x, y) for x, y in zip(_split(a, w, signed), _split(b, w, signed))], w),)

        def unary(f, w=w):
            return lambda a, b, c: (_join([f(x) for x in _split(a, w, True)], w),)

        def sad(signed, w=w):
            return lambda a, b, c: (sum(abs(x - y) for x, y in zip(_split(a, w, signed), _split(b, w, signed))),)

        binary = {
            "__vadd": (False, lambda x, y: x + y),
            "__vsub": (False, lambda x, y: x - y),
            "__vaddss": (True, lambda x, y, lo=smin, hi=smax: _clamp(x + y, lo, hi)),
            "__vaddus": (False, lambda x, y, hi=umax: min(x + y, hi)),
            "__vsubss": (True, lambda x, y, lo=smin, hi=smax: _clamp(x - y, lo, hi)),
            "__vsubus": (False, lambda x, y: max(x - y, 0)),
            "__vavgs": (True, lambda x, y: _avg_away(x + y)),
            "__vavgu": (False, lambda x, y: (x + y + 1) // 2),
            "__vhaddu": (False, lambda x, y: (x + y) // 2),
            "__vabsdiffs": (True, lambda x, y: abs(x - y)),
            "__vabsdiffu": (False, lambda x, y: abs(x - y)),
            "__vmaxs": (True, max), "__vmaxu": (False, max), "__vmins": (True, min), "__vminu": (False, min),
        }
        compare = {"eq": (False, lambda x, y: x == y), "ne": (False, lambda x, y: x != y),
                   "ges": (True, lambda x, y: x >= y), "geu": (False, lambda x, y: x >= y),
                   "gts": (True, lambda x, y: x > y), "gtu": (False, lambda x, y: x > y),
                   "les": (True, lambda x, y: x <= y), "leu": (False, lambda x, y: x <= y),
                   "lts": (True, lambda x, y: x < y), "ltu": (False, lambda x, y: x < y)}
        for name, (signed, f) in binary.items():
            ref[name + suffix] = (2, lanewise(signed, f))
        for cmp, (signed, f) in compare.items():
            # __vcmp*: all-ones lanes (0xff / 0xffff); __vset*: 1 per lane.
            ref["__vcmp" + cmp + suffix] = (2, lanewise(signed, lambda x, y, f=f, m=umax: m if f(x, y) else 0))
            ref["__vset" + cmp + suffix] = (2, lanewise(signed, lambda x, y, f=f: 1 if f(x, y) else 0))
        ref["__vabs" + suffix] = (1, unary(abs))                                  # |-2^(w-1)| wraps to itself
        ref["__vabsss" + suffix] = (1, unary(lambda x, hi=smax: min(abs(x), hi)))
        ref["__vneg" + suffix] = (1, unary(lambda x: -x))
        ref["__vnegss" + suffix] = (1, unary(lambda x, hi=smax: min(-x, hi)))
        ref["__vsads" + suffix] = (2, sad(True))
        ref["__vsadu" + suffix] = (2, sad(False))
    return ref


def _dpx_reference():
    """The 36 DPX functions. 32-bit forms: int or unsigned operands; adds wrap; printed as 32-bit patterns."""
    ref = {}
    relu = lambda v: max(v, 0)  # noqa: E731

    def s32(f):
        return lambda a, b, c: (f(_s32(a), _s32(b), _s32(c)) & 0xFFFFFFFF,)

    def u32(f):
        return lambda a, b, c: (f(a, b, c) & 0xFFFFFFFF,)

    def x2(signed, f):
        return lambda a, b, c: (_join([f(*t) for t in zip(_split(a, 16, signed), _split(b, 16, signed),
                                                           _split(c, 16, signed))], 16),)

    wrap16 = lambda v, signed: _split(v & 0xFFFF, 16, signed)[0]  # noqa: E731
    for op, f3 in (("max", max), ("min", min)):
        ref[f"__vi{op}3_s32"] = (3, s32(lambda a, b, c, f3=f3: f3(a, b, c)))
        ref[f"__vi{op}3_u32"] = (3, u32(lambda a, b, c, f3=f3: f3(a, b, c)))
        ref[f"__vi{op}3_s16x2"] = (3, x2(True, lambda a, b, c, f3=f3: f3(a, b, c)))
        ref[f"__vi{op}3_u16x2"] = (3, x2(False, lambda a, b, c, f3=f3: f3(a, b, c)))
        ref[f"__vi{op}3_s32_relu"] = (3, s32(lambda a, b, c, f3=f3: relu(f3(a, b, c))))
        ref[f"__vi{op}3_s16x2_relu"] = (3, x2(True, lambda a, b, c, f3=f3: relu(f3(a, b, c))))
        ref[f"__vi{op}_s32_relu"] = (2, s32(lambda a, b, c, f3=f3: relu(f3(a, b))))
        ref[f"__vi{op}_s16x2_relu"] = (2, x2(True, lambda a, b, c, f3=f3: relu(f3(a, b))))
        ref[f"__viadd{op}_s32"] = (3, s32(lambda a, b, c, f3=f3: f3(_s32((a + b) & 0xFFFFFFFF), c)))
        ref[f"__viadd{op}_u32"] = (3, u32(lambda a, b, c, f3=f3: f3((a + b) & 0xFFFFFFFF, c)))
        ref[f"__viadd{op}_s16x2"] = (3, x2(True, lambda a, b, c, f3=f3: f3(wrap16(a + b, True), c)))
        ref[f"__viadd{op}_u16x2"] = (3, x2(False, lambda a, b, c, f3=f3: f3(wrap16(a + b, False), c)))
        ref[f"__viadd{op}_s32_relu"] = (3, s32(lambda a, b, c, f3=f3: relu(f3(_s32((a + b) & 0xFFFFFFFF), c))))
        ref[f"__viadd{op}_s16x2_relu"] = (3, x2(True, lambda a, b, c, f3=f3: relu(f3(wrap16(a + b, True), c))))
    # __vibmax/__vibmin: the max (min) and whether a won, a >= b (a <= b); 16x2 forms report (hi, lo).
    for op, f2, wins in (("max", max, lambda x, y: x >= y), ("min", min, lambda x, y: x <= y)):
        ref[f"__vib{op}_s32"] = (-1, lambda a, b, c, f2=f2, wins=wins: (f2(_s32(a), _s32(b)) & 0xFFFFFFFF,
                                                                         int(wins(_s32(a), _s32(b)))))
        ref[f"__vib{op}_u32"] = (-1, lambda a, b, c, f2=f2, wins=wins: (f2(a, b), int(wins(a, b))))
        for kind, signed in (("s", True), ("u", False)):
            def vib16(a, b, c, f2=f2, wins=wins, signed=signed):
                la, lb = _split(a, 16, signed), _split(b, 16, signed)
                return (_join([f2(x, y) for x, y in zip(la, lb)], 16), int(wins(la[1], lb[1])), int(wins(la[0], lb[0])))
            ref[f"__vib{op}_{kind}16x2"] = (-2, vib16)
    return ref


SIMD_REF = _simd_reference()
DPX_REF = _dpx_reference()
ALL_SIMD = {**SIMD_REF, **DPX_REF}
_SIGNED_32 = re.compile(r"__vi\w*_s32")


def _simd_inputs():
    """(a, b, c) triples: every ordered pair of edge words (lanes at 0, +-1, 0x7f/0x80, 0x7fff/0x8000, all ones)
    with a third edge word, then words built from edge bytes, then uniformly random words."""
    edges = [0, 1, 0x7F, 0x80, 0xFF, 0x7F7F7F7F, 0x80808080, 0x7FFF7FFF, 0x80008000, 0x7FFF8000, 0x80007FFF,
             0xFFFFFFFF, 0x01010101, 0x00FF00FF, 0xFF00FF00, 0x7F80FF01, 0x807F01FF, 0x00010001, 0xFFFE0002,
             0x7FFFFFFF, 0x80000000, 0xFFFF0001]
    triples = [(a, b, edges[(i * 7 + j * 3) % len(edges)]) for i, a in enumerate(edges) for j, b in enumerate(edges)]
    rng = random.Random(0x5EED5)
    edge_bytes = [0x00, 0x01, 0x7E, 0x7F, 0x80, 0x81, 0xFE, 0xFF]

    def from_bytes():
        return sum(rng.choice(edge_bytes + [rng.randrange(256)]) << (8 * i) for i in range(4))
    triples += [(from_bytes(), from_bytes(), from_bytes()) for _ in range(300)]
    triples += [(rng.getrandbits(32), rng.getrandbits(32), rng.getrandbits(32)) for _ in range(300)]
    return triples


def _simd_call(name, arity):
    """The C++ expression calling `name` on a[k], b[k], c[k], and the printf that prints its values."""
    cast = "(int)" if _SIGNED_32.match(name) else ""
    if arity == -1:
        return (f'{{ bool p; unsigned r = (unsigned){name}({cast}a[k], {cast}b[k], &p); '
                f'printf("%u %d\\n", r, (int)p); }}')
    if arity == -2:
        return (f'{{ bool hi, lo; unsigned r = {name}(a[k], b[k], &hi, &lo); '
                f'printf("%u %d %d\\n", r, (int)hi, (int)lo); }}')
    args = ", ".join(f"{cast}{v}[k]" for v in "abc"[:arity])
    return f'printf("%u\\n", (unsigned){name}({args}));'


def _simd_host_program(triples):
    rows = ",\n".join(f"  {{{a}u, {b}u, {c}u}}" for a, b, c in triples)
    body = "\n".join(f'  puts("{n}");\n  for (int k = 0; k < N; ++k) {_simd_call(n, ALL_SIMD[n][0])}'
                     for n in sorted(ALL_SIMD))
    return ("#include <cstdio>\n"
            f"static const unsigned in[][3] = {{\n{rows}\n}};\n"
            "static const int N = sizeof(in) / sizeof(in[0]);\n"
            "static unsigned a[N], b[N], c[N];\n"
            "int main() {\n  for (int k = 0; k < N; ++k) { a[k] = in[k][0]; b[k] = in[k][1]; c[k] = in[k][2]; }\n"
            f"{body}\n  return 0;\n}}\n")


def test_reference_covers_every_declared_simd_function():
    """The reference table is the parse declarations' __v* set: a name the parse accepts is tested here."""
    with open(os.path.join(ROOT, "compiler", "include", "cuda", "pycucc_device_decls.h")) as f:
        decls = f.read()
    # Expand the declaration macros' name patterns the way the header does (n##2/n##4, n##_s32 ...).
    declared = set()
    for base in re.findall(r"PYCUCC_V24\(PYCUCC_V[12], (__v\w+)\)", decls):
        declared |= {base + "2", base + "4"}
    for base in re.findall(r"PYCUCC_DPX3\((__v\w+)\)", decls):
        declared |= {base + s for s in ("_s32", "_u32", "_s16x2", "_u16x2")}
    for base in re.findall(r"PYCUCC_DPX3R\((__v\w+)\)", decls):
        declared |= {base + s for s in ("_s32_relu", "_s16x2_relu")}
    for base in re.findall(r"PYCUCC_VIB\((__v\w+)\)", decls):
        declared |= {base + s for s in ("_s32", "_u32", "_s16x2", "_u16x2")}
    declared |= set(re.findall(r"PYCUCC_H?D \w+(?: int)? (__vi(?:max|min)_s(?:32|16x2)_relu)\(", decls))
    assert len(ALL_SIMD) == 118 and len(SIMD_REF) == 82
    assert declared == set(ALL_SIMD), (sorted(declared - set(ALL_SIMD)), sorted(set(ALL_SIMD) - declared))


def test_reference_matches_nvidia_documented_examples():
    """The worked examples in CUDA's SIMD documentation, so the reference itself is anchored to NVIDIA's text."""
    def one(name, a, b):
        return ALL_SIMD[name][1](a, b, 0)[0]
    assert one("__vcmpeq2", 0x1234ABA5, 0x1234ABA6) == 0xFFFF0000
    assert one("__vcmpgts2", 0x1234ABA5, 0x1234ABA6) == 0
    assert one("__vcmples2", 0x1234ABA5, 0x1234ABA6) == 0xFFFFFFFF
    assert one("__vcmplts2", 0x1234ABA5, 0x1234ABA6) == 0x0000FFFF
    assert one("__vcmpeq4", 0x1234ABA5, 0x1234ABA6) == 0xFFFFFF00
    assert one("__vcmpltu4", 0x1234ABA5, 0x1234ABA6) == 0x000000FF
    assert one("__vcmpges4", 0x1234ABA5, 0x1234ABA6) == 0xFFFFFF00


@pytest.mark.toolchain
def test_simd_and_dpx_match_the_reference_on_the_host(tmp_path):
    triples = _simd_inputs()
    src = tmp_path / "simd_host.hip"
    src.write_text(_simd_host_program(triples))
    exe = tmp_path / "simd_host"
    proc = _run(hip_compile("--cuda-host-only", "-std=c++17", "-O1", "-Wall", "-Werror", "-include", COMPAT_H, src,
                            "-o", exe, device_lib=False))
    assert proc.returncode == 0, proc.stderr[-4000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    lines = iter(run.stdout.splitlines())
    failures, wrong, checked = [], set(), 0
    for name in sorted(ALL_SIMD):
        assert next(lines) == name
        f = ALL_SIMD[name][1]
        shown = 0
        for a, b, c in triples:
            got = tuple(int(v) for v in next(lines).split())
            want = f(a, b, c)
            checked += 1
            if got != want:
                wrong.add(name)
                shown += 1
                if shown <= 2:
                    failures.append(f"{name}(0x{a:08x}, 0x{b:08x}, 0x{c:08x}) = {[hex(v) for v in got]}, "
                                    f"expected {[hex(v) for v in want]}")
    assert next(lines, None) is None
    assert not wrong, f"{len(wrong)} functions differ: {sorted(wrong)}\n" + "\n".join(failures[:40])
    assert checked == 118 * len(triples)


SIMD_DEVICE_SRC = r"""
__global__ void simd_all(const unsigned* a, const unsigned* b, const unsigned* c, unsigned* out, bool* p) {
    int k = blockIdx.x * blockDim.x + threadIdx.x, n = gridDim.x * blockDim.x, slot = 0;
    bool hi, lo;
@CALLS@
}
"""


def _simd_device_source():
    calls = []
    for name in sorted(ALL_SIMD):
        arity = ALL_SIMD[name][0]
        cast = "(int)" if _SIGNED_32.match(name) else ""
        if arity == -1:
            expr = f"{name}({cast}a[k], {cast}b[k], &p[k])"
        elif arity == -2:
            expr = f"{name}(a[k], b[k], &hi, &lo) + hi + 2 * lo"
        else:
            expr = f"{name}(" + ", ".join(f"{cast}{v}[k]" for v in "abc"[:arity]) + ")"
        calls.append(f"    out[slot++ * n + k] = (unsigned)({expr});")
    return SIMD_DEVICE_SRC.replace("@CALLS@", "\n".join(calls))


@pytest.mark.toolchain
@pytest.mark.parametrize("target", TARGETS)
def test_simd_and_dpx_compile_for_the_device(tmp_path, target):
    from pycucc.runtime.codeobj import validate_code_object
    src = tmp_path / "simd_device.hip"
    src.write_text(_simd_device_source())
    out = tmp_path / f"simd_device.{target}.o"
    proc = _device_compile(src, out, target, extra=("-include", COMPAT_H, "-Wall", "-Werror"))
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert validate_code_object(out.read_bytes(), target, ["simd_all"]) == []
    code = _function_disassembly(out, target, "simd_all")
    # Inlined lane arithmetic, no calls, and all 118 results stored.
    assert "s_swappc" not in code and "<unknown>" not in code
    assert len(re.findall(r"global_store_(?:dword|b32)\b", code)) >= 118, code[-3000:]


NEWER_HIP_SIMD = r"""
// A later HIP that defines some of these names itself (any signature CUDA's headers use).
__host__ __device__ inline unsigned long long __vadd2(unsigned int, unsigned int) { return 1; }
__host__ __device__ inline long long __vimax3_s32(int, int, int) { return 2; }
"""


@pytest.mark.toolchain
def test_simd_definitions_yield_to_a_hip_that_has_them(tmp_path):
    """The header's versions are fallback templates: a non-template HIP function of the same name is chosen
    (told apart here by its return type), and nothing is redefined or ambiguous."""
    standin = tmp_path / "newer_hip_simd.h"
    standin.write_text(NEWER_HIP_SIMD)
    src = tmp_path / "user.hip"
    src.write_text("#include <type_traits>\n"
                   "static_assert(std::is_same<decltype(__vadd2(1u, 2u)), unsigned long long>::value, \"HIP's\");\n"
                   "static_assert(std::is_same<decltype(__vimax3_s32(1, 2, 3)), long long>::value, \"HIP's\");\n"
                   "static_assert(std::is_same<decltype(__vsub2(1u, 2u)), unsigned int>::value, \"compat's\");\n"
                   "__global__ void k(unsigned* o) { o[0] = (unsigned)(__vadd2(o[1], o[2]) + __vsub4(o[1], 3u)); }\n")
    for pass_flag in ("--cuda-host-only", "--cuda-device-only"):
        proc = _run([*_hip(), pass_flag, "--offload-arch=gfx1030", "-fsyntax-only", "-include", str(standin),
                     "-include", COMPAT_H, str(src)])
        assert proc.returncode == 0, proc.stderr


# The same votes written with CUDA's *_sync functions and with HIP's own wave-wide ones.
VOTES = r"""
__global__ void votes(const int *in, int *out, unsigned *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  unsigned b = BALLOT(v > 0);
  if ((threadIdx.x & 31) == 0) atomicAdd(counts + blockIdx.x, __popc(b));
  int acc = 0;
  for (int k = 0; k < 8; ++k) {
    int p = (v >> k) & 1;
    if (ALL(p)) acc += 3;
    else if (ANY(p)) acc += 1;
    acc += __popc(BALLOT(p));
  }
  out[i] = acc;
}
"""
CUDA_VOTES = ("#define BALLOT(p) __ballot_sync(0xffffffffu, p)\n#define ALL(p) __all_sync(0xffffffffu, p)\n"
              "#define ANY(p) __any_sync(0xffffffffu, p)\n")
HIP_VOTES = "#define BALLOT(p) ((unsigned)__ballot(p))\n#define ALL(p) __all(p)\n#define ANY(p) __any(p)\n"


@pytest.mark.toolchain
def test_on_wave32_cuda_votes_cost_what_hip_s_own_votes_cost(tmp_path):
    """On wave32 the wave is one CUDA warp: the header's votes compile to the plain wave-wide forms (the half-wave
    bookkeeping of wave64 would cost registers there for nothing)."""
    from pycucc.runtime.codeobj import parse_elf
    regs = {}
    for name, prefix, extra in (("cuda", CUDA_VOTES, ("-include", COMPAT_H)), ("hip", HIP_VOTES, ())):
        src = tmp_path / f"{name}.hip"
        src.write_text("#include <hip/hip_runtime.h>\n" + prefix + VOTES)
        out = tmp_path / f"{name}.o"
        proc = _device_compile(src, out, "gfx1030", extra=extra)
        assert proc.returncode == 0, proc.stderr
        (k,) = parse_elf(out.read_bytes()).kernels
        regs[name] = (k.sgpr_count, k.vgpr_count)
        if name == "cuda":
            code = _function_disassembly(out, "gfx1030", "votes")
            assert "lshr_b64" not in code, code  # no picking of a half from a 64-bit lane set
    assert regs["cuda"] == regs["hip"], regs


BF16_PAIRS = r"""
#include <hip/hip_runtime.h>
#include "pycucc_compat.h"
__global__ void k(__hip_bfloat162* p, float a, float b) {
    p[0] = __floats2bfloat162_rn(a, b);
    p[1] = __halves2bfloat162(p[0].x, p[0].y);
    p[2] = __low2bfloat162(p[1]);
    p[3] = __hadd2(p[2], p[1]);
}
"""


@pytest.mark.toolchain
def test_bfloat16_pairs_build_on_hip_5_7s_aggregate_bfloat162(tmp_path):
    """HIP's own __hip_bfloat162 (HIP 5.7's, Debian 13's, is a plain struct {x, y}) has no two-argument constructor
    like the one this header defines for HIP < 6.0: the header's pairs (__pycucc_join, make_bfloat162, the pair
    conversions) must build on both. PYCUCC_HIP_HAS_BF16=1 takes HIP's; Debian 13's three bfloat16 headers are used
    over this machine's HIP."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("pycucc_tool_rocm_libs",
                                                  os.path.join(ROOT, "tools", "rocm_libs.py"))
    rocm_libs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rocm_libs)
    headers = ("usr/include/hip/hip_bf16.h", "usr/include/hip/amd_detail/amd_hip_bf16.h",
               "usr/include/hip/amd_detail/amd_hip_common.h")
    over = tmp_path / "hip57"
    for h in headers:
        try:
            src, _ = rocm_libs.trixie_package_file("libamdhip64-dev", h)
        except rocm_libs.Unavailable as e:
            pytest.skip(f"Debian 13's HIP headers: {e}")
        dest = over / h[len("usr/include/"):]
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(src.read_bytes())
    (tmp_path / "pairs.hip").write_text(BF16_PAIRS)
    # amd_hip_bf16.h includes "amd_hip_vector_types.h" by its bare name: this machine's HIP supplies it
    hip_amd_detail = os.path.join(toolchain().hip_root, "include", "hip", "amd_detail")
    proc = subprocess.run([*hip_compile("-std=c++17"), "--offload-arch=gfx1030", "--cuda-device-only", "-fsyntax-only", f"-I{over}",
                           f"-I{os.path.dirname(COMPAT_H)}", "-idirafter", hip_amd_detail, "-DPYCUCC_HIP_HAS_BF16=1",
                           str(tmp_path / "pairs.hip")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
