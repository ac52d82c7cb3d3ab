"""How much of CUDA's device API pycucc covers, measured against the CUDA headers themselves.

The device-side function names declared in CUDA 13's headers (math_functions.h, the device_functions /
sm_20..sm_80 intrinsics headers, cuda_fp16.h, cuda_bf16.h, vector_functions.h) are sorted into:
  mapped       a rules entry renames or rewrites the name,
  same-name    HIP (with pycucc's compatibility header force-included, as pycucc compiles) resolves it as is,
  unsupported  a rules entry diagnoses it with advice,
  missing      none of these.
"Resolves" is checked by clang itself: `using ::name;` in a device compile for gfx1030. Every mapped or same-name
name must also be declared by pycucc's parse headers, or CUDA code naming it would fail to parse (PCC1004).
Skips with a reason when the CUDA headers are not installed.
"""
from __future__ import annotations

import os
import re
import subprocess

import pytest

from testutil import hip_compile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CUDA_INC = os.environ.get("PYCUCC_CUDA_INCLUDE", "/usr/local/cuda/include")
COMPAT_H = os.path.join(ROOT, "compiler", "include", "pycucc_compat.h")

FAMILIES = {
    "math": ["crt/math_functions.h"],
    "intrinsics": ["crt/device_functions.h", "crt/device_double_functions.h", "device_atomic_functions.h",
                   "sm_20_atomic_functions.h", "sm_20_intrinsics.h", "sm_30_intrinsics.h", "sm_32_intrinsics.h",
                   "sm_32_atomic_functions.h", "sm_60_atomic_functions.h", "sm_61_intrinsics.h",
                   "crt/sm_70_rt.h", "crt/sm_80_rt.h"],
    "fp16": ["cuda_fp16.h"],
    "bf16": ["cuda_bf16.h"],
    "vector": ["vector_functions.h"],
}

# Floors reached when this test was written (pycucc with HIP 5.2 and CUDA 13.0 headers): the share of names
# that are mapped, same-name or diagnosed as unsupported. A drop means a regression in rules or headers.
# (Intrinsics reached 100% once the compatibility header supplied the 118 SIMD-in-a-word and DPX functions.)
FLOORS = {"math": 0.99, "intrinsics": 0.99, "fp16": 0.99, "bf16": 0.99, "vector": 1.0}

# A storage/declaration macro (or __device__) followed, within one declaration, by `name(`.
_DECL = re.compile(r"\b(?:__\w*DECL__|__device__|_CRT_DECL)\b[^;{}()#]*?\b([A-Za-z_]\w*)\s*\(", re.S)
# Not device API: libm/libc++ internals CUDA re-declares for its isinf/isnan macros, implementation helpers,
# macros that precede a name, and the launch-configuration hook.
_INTERNAL = re.compile(r"_[A-Z]|_[a-z]|__(?:DEPRECATED|CUDA_FP16_DEPRECATED)__$|__libcpp|__cmath|__pow_helper"
                       r"|.*_impl$|__cudaPushCallConfiguration$|__(?:is(?:inf|nan|finite)|finite|signbit)\w*$"
                       r"|__(?:DOUBLE|FLOAT)_BITS$|operator$|__attribute__$|__align__$")


def _strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*", " ", re.sub(r"/\*.*?\*/", " ", text, flags=re.S))


def cuda_device_names(header: str):
    with open(os.path.join(CUDA_INC, header), encoding="utf-8", errors="replace") as f:
        text = _strip_comments(f.read())
    return {m.group(1) for m in _DECL.finditer(text) if not _INTERNAL.match(m.group(1))}


def _probe_source(names):
    return "".join(f"namespace pycucc_probe_{i} {{ using ::{n}; }}\n" for i, n in enumerate(names))


def _unresolved(stderr: str, source: str, file_name: str):
    lines = source.splitlines()
    bad = set()
    for m in re.finditer(re.escape(file_name) + r":(\d+):\d+: (?:fatal )?error", stderr):
        hit = re.search(r"using ::(\w+);", lines[int(m.group(1)) - 1])
        if hit:
            bad.add(hit.group(1))
    return bad


@pytest.fixture(scope="module")
def coverage(tmp_path_factory):
    if not os.path.isdir(CUDA_INC):
        pytest.skip(f"CUDA headers not found at {CUDA_INC} (set PYCUCC_CUDA_INCLUDE to count against them)")
    from pycucc.rules import load_rules
    rules = load_rules()
    fam = {k: set().union(*(cuda_device_names(h) for h in hs)) for k, hs in FAMILIES.items()}
    names = sorted(set().union(*fam.values()))
    d = tmp_path_factory.mktemp("coverage")
    # HIP side: what a device compile of translated code resolves (fp16 comes with the compatibility header).
    src = _probe_source(names)
    probe = d / "probe_hip.hip"
    probe.write_text(src)
    proc = subprocess.run(hip_compile("--cuda-device-only", "--offload-arch=gfx1030", "-std=c++17", "-nogpulib",
                                      "-fsyntax-only", "-ferror-limit=0", "-include", COMPAT_H, probe,
                                      device_lib=False), capture_output=True, text=True, timeout=300)
    hip_missing = _unresolved(proc.stderr, src, probe.name)
    assert len(hip_missing) < len(names), proc.stderr[-2000:]
    # Parse side: pycucc's CUDA declarations, as libclang sees a .cu file including the half/bfloat16 headers.
    from pycucc import frontend
    parse_src = "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n" + src
    parsed = frontend.parse(parse_src, str(d / "probe_parse.cu"))
    lines = parse_src.splitlines()
    undeclared = set()
    for diag in parsed.tu.diagnostics:
        loc = diag.location
        if diag.severity >= 3 and loc.file is not None and loc.file.name.endswith("probe_parse.cu"):
            hit = re.search(r"using ::(\w+);", lines[loc.line - 1])
            if hit:
                undeclared.add(hit.group(1))
    table = {}
    for k, members in fam.items():
        mapped = {n for n in members if n in rules.renames or n in rules.calls}
        unsupported = {n for n in members if n in rules.unsupported} - mapped
        same = {n for n in members if n not in hip_missing} - mapped - unsupported
        missing = members - mapped - unsupported - same
        table[k] = dict(total=len(members), mapped=mapped, same=same, unsupported=unsupported, missing=missing,
                        total_names=members)
    return table, undeclared


@pytest.mark.toolchain
def test_report_and_floors(coverage, capsys):
    table, _ = coverage
    rows = []
    for k, t in table.items():
        covered = len(t["mapped"]) + len(t["same"]) + len(t["unsupported"])
        rows.append(f"{k:11s} total {t['total']:4d}  mapped {len(t['mapped']):3d}  same-name {len(t['same']):3d}  "
                    f"unsupported {len(t['unsupported']):3d}  missing {len(t['missing']):3d}  "
                    f"({covered / t['total']:.0%} handled)")
    with capsys.disabled():
        print("\nCUDA device API coverage (CUDA headers at %s):\n  " % CUDA_INC + "\n  ".join(rows))
    for k, t in table.items():
        covered = len(t["mapped"]) + len(t["same"]) + len(t["unsupported"])
        assert covered / t["total"] >= FLOORS[k], (k, sorted(t["missing"]))


def test_every_handled_name_is_declared_for_the_parse(coverage):
    table, undeclared = coverage
    for k, t in table.items():
        handled = t["mapped"] | t["same"] | t["unsupported"]
        assert not (handled & undeclared), (k, sorted(handled & undeclared))


def test_the_extraction_finds_known_names(coverage):
    """Guards the header scan itself: a regex that silently matched nothing would make every floor vacuous."""
    table, _ = coverage
    assert {"rsqrtf", "sincospif", "normcdff", "erfcinvf", "__expf"} <= set().union(
        table["math"]["same"], table["intrinsics"]["same"], table["math"]["mapped"])
    assert {"__shfl_down_sync", "__popc", "__byte_perm", "atomicAdd_system"} <= table["intrinsics"]["same"]
    assert {"atomicInc", "__nv_bswap32"} <= table["intrinsics"]["mapped"]
    # SIMD-in-a-word and DPX: HIP has none of them; the compatibility header supplies every one.
    simd = {n for n in set().union(*(t["total_names"] for t in table.values())) if re.match(r"__v[a-z]", n)}
    assert len(simd) == 118 and {"__vabsdiffu4", "__vsads2", "__vseteq4", "__vimax3_s16x2_relu",
                                 "__vibmin_u16x2", "__viaddmax_s32"} <= simd
    assert simd <= table["intrinsics"]["same"], sorted(simd - table["intrinsics"]["same"])
    assert {"__float2bfloat16", "__hadd2", "__bfloat162float"} <= table["bf16"]["same"]
    assert table["fp16"]["total"] > 150 and table["bf16"]["total"] > 150
