"""The processor table (issue 13): what it promises, and each of its facts checked against the compilers that build
the processors (clang-19's LLVM through llc-19, llvmlite's LLVM 22 in a child process)."""
import os
import re
import shutil
import subprocess
import sys

import pytest

from testutil import ROOT
from pycucc import codes
from pycucc.runtime.codeobj import mach_of, parse_elf
from pycucc.runtime.isa import GENERIC_MEMBERS
from pycucc.targets import (ALL_MAJOR_TARGETS, ALL_TARGETS, DEFAULT_TARGETS, PROCESSORS as TARGETS, Target,
                            TargetError, code_object_version, make_target, processor_of, render_markdown,
                            resolve_target, sm_map)

# What issue 13 asks the table to hold.
CLANG19 = ["gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034",
           "gfx1035", "gfx1036", "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
           "gfx1200", "gfx1201", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942",
           "gfx9-generic", "gfx10-1-generic", "gfx10-3-generic", "gfx11-generic", "gfx12-generic"]
LLVMLITE = ["gfx950", "gfx1153", "gfx1250", "gfx1251", "gfx9-4-generic"]
LLC = shutil.which("llc-19")


def test_the_table_has_every_processor_the_issue_names_with_its_backend():
    assert sorted(TARGETS) == sorted(CLANG19 + LLVMLITE)
    assert sorted(n for n, p in TARGETS.items() if p.backend == "llvmlite") == sorted(LLVMLITE)
    for t in TARGETS.values():
        # gfx9 (GCN5, CDNA) is wave64, gfx10 and later wave32: AMD's rule, independent of the table
        assert t.wave_size == (64 if re.match(r"gfx9(\d|-)", t.name) else 32), t.name
        assert t.isa_file == f"oclc_isa_version_{t.name[3:]}.bc"
        assert t.lds_kib in (64, 160, 320) and t.cuda_arch % 10 == 0 and t.family
        assert set(t.features) <= {"xnack", "sramecc"}
    assert set(DEFAULT_TARGETS) <= set(TARGETS)


def test_llvmlite_rows_stand_in_with_a_clang_processor_of_their_family():
    for name in LLVMLITE:
        row = TARGETS[name]
        stand_in = TARGETS[row.stand_in]
        assert stand_in.backend == "clang" and stand_in.wave_size == row.wave_size, name
        # the same ISA generation: gfx950/gfx9-4-generic from gfx942, gfx1153 from gfx1152, gfx125x from gfx1201
        generation = lambda isa: isa // 1000  # noqa: E731 - 9 (gfx9), 11 (gfx11), 12 (gfx12)
        assert generation(stand_in.isa_version) == generation(row.isa_version), name
    assert all(not p.stand_in for p in TARGETS.values() if p.backend == "clang")


def test_generic_targets_and_their_families():
    generic = [p for p in TARGETS.values() if p.is_generic]
    assert sorted(p.name for p in generic) == sorted(n for n in CLANG19 + LLVMLITE if n.endswith("-generic"))
    for g in generic:
        members = [TARGETS[m] for m in GENERIC_MEMBERS[g.name] if m in TARGETS]
        assert members and all(m.generic == g.name and m.wave_size == g.wave_size for m in members), g.name
        # a generic target's __oclc_ISA_version is its family's lowest: the branch every member may take
        assert g.isa_version == min(m.isa_version for m in members), g.name
        assert code_object_version(Target(g.name, g.cuda_arch), 5) == 6
        assert code_object_version(Target(g.name, g.cuda_arch), 4) == 6
    assert TARGETS["gfx1103"].generic == "gfx11-generic" and TARGETS["gfx90a"].generic is None
    assert code_object_version(Target("gfx1100", 890), 4) == 4


def test_all_and_all_major_cover_the_table():
    assert set(ALL_TARGETS) == {n for n, p in TARGETS.items() if not p.is_generic and not p.retired}
    assert {"gfx940", "gfx941"}.isdisjoint(ALL_TARGETS) and {"gfx950", "gfx1250", "gfx1031"} <= set(ALL_TARGETS)
    # all-major: one entry per family, and every processor (retired ones too) runs one of its entries
    for name, p in TARGETS.items():
        if not p.is_generic:
            assert name in ALL_MAJOR_TARGETS or p.generic in ALL_MAJOR_TARGETS, name
    assert len(ALL_MAJOR_TARGETS) < len(ALL_TARGETS) / 2


def test_resolve_gfx_names_features_and_sm():
    assert resolve_target("gfx1100") == "gfx1100"
    assert resolve_target("gfx90a:xnack-") == "gfx90a:xnack-"
    assert resolve_target("gfx950:sramecc+:xnack-") == "gfx950:sramecc+:xnack-"
    assert resolve_target("sm_86") == "gfx1030"
    assert resolve_target("compute_90") == "gfx942"
    assert resolve_target("sm_100") == "gfx950" and resolve_target("sm_121") == "gfx1151"
    assert processor_of("gfx942:sramecc+:xnack-") == "gfx942"
    assert make_target("gfx11-generic").cuda_arch == 890 and make_target("sm_100").cuda_arch == 1000


# nvcc 13's `--list-gpu-code`, with the architecture-specific (a) and family-specific (f) forms it accepts, and
# CUDA 12.9's sm_101 (CUDA 13's sm_110): what CMAKE_CUDA_ARCHITECTURES and -gencode lines of real projects name.
NVCC13 = ["sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_110", "sm_103", "sm_120",
          "sm_121"]
SUFFIXED = ["sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_103f", "sm_110a", "sm_110f", "sm_120a", "sm_120f",
            "sm_121a", "sm_121f", "sm_101", "sm_101a", "sm_101f"]


@pytest.mark.parametrize("sm", NVCC13 + SUFFIXED)
def test_every_architecture_nvcc_13_accepts_has_a_target(sm):
    t = make_target(sm)
    assert t.processor in TARGETS and t.cuda_arch == int(re.sub(r"\D", "", sm)) * 10
    assert make_target(sm.replace("sm_", "compute_")).id == t.id
    if sm[-1] in "af":
        assert t.id == make_target(sm[:-1]).id


def test_sm_map_is_overridable_from_the_environment():
    env = {"PYCUCC_SM_MAP": "sm_86=gfx1100, sm_75=gfx1201"}
    assert resolve_target("sm_86", env) == "gfx1100"
    assert sm_map(env)["sm_75"] == "gfx1201"
    with pytest.raises(TargetError, match="not of the form"):
        sm_map({"PYCUCC_SM_MAP": "gfx1100"})
    assert all(gfx in TARGETS for gfx in sm_map({}).values())


@pytest.mark.parametrize("bad, code", [
    ("gfx9999", codes.UNKNOWN_TARGET), ("gfx1170", codes.UNKNOWN_TARGET), ("sm_13", codes.UNKNOWN_TARGET),
    ("nvidia", codes.UNKNOWN_TARGET), ("gfx1100:xnack", codes.UNSUPPORTED_TARGET_FEATURE),
    ("gfx1100:xnack+", codes.UNSUPPORTED_TARGET_FEATURE), ("gfx900:sramecc-", codes.UNSUPPORTED_TARGET_FEATURE),
    ("gfx90a:xnack+:xnack-", codes.UNSUPPORTED_TARGET_FEATURE), ("gfx942:frob+", codes.UNSUPPORTED_TARGET_FEATURE),
])
def test_unknown_targets_and_features_are_rejected_with_an_id(bad, code):
    with pytest.raises(TargetError) as e:
        resolve_target(bad)
    assert bad in str(e.value) and e.value.code == code and e.value.hint


def test_backend_is_the_rows_unless_pycucc_backend_says_otherwise():
    assert make_target("gfx1152").backend == "clang" and make_target("gfx950").backend == "llvmlite"
    env = {"PYCUCC_BACKEND": "gfx1152=llvmlite"}
    t = make_target("gfx1152", env)
    assert t.backend == "llvmlite" and t.clang_id == "gfx1152" and t != make_target("gfx1152")
    bare = {"PYCUCC_BACKEND": "llvmlite"}
    assert make_target("gfx1030", bare).backend == "llvmlite"
    assert make_target("gfx940", bare).backend == "clang"  # LLVM 22 does not know it: the bare form passes it by
    for bad in ("gfx940=llvmlite", "gfx950=clang", "gfx1152=gcc", "gfx9999=clang"):
        with pytest.raises(TargetError) as e:
            make_target("gfx940" if bad.startswith("gfx940") else "gfx950", {"PYCUCC_BACKEND": bad})
        assert e.value.code == codes.BACKEND_UNAVAILABLE


def test_llvmlite_targets_compile_for_their_stand_in_with_the_features_it_has():
    assert make_target("gfx950:xnack+").clang_id == "gfx942:xnack+"
    assert make_target("gfx1250:sramecc-").clang_id == "gfx1201"
    assert make_target("gfx9-4-generic").clang_id == "gfx942"
    assert make_target("gfx1030").clang_id == "gfx1030"


def test_targets_doc_is_current():
    with open(os.path.join(ROOT, "docs", "targets.md"), encoding="utf-8") as f:
        assert f.read() == render_markdown(), "docs/targets.md is stale: run `make docs`"
    text = render_markdown()
    for name in TARGETS:
        assert f"| {name} |" in text


# ------------------------------------------------------------------------------------- facts against LLVM
def _kernel_ir(lds_bytes: int, cov: int) -> str:
    """A kernel that uses `lds_bytes` of LDS, as clang would give it: the fixed layout LLVM checks the limit on."""
    return (f'target triple = "amdgcn-amd-amdhsa"\n'
            f"@lds = internal addrspace(3) global [{lds_bytes} x i8] undef, align 4\n"
            "define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %i) {\n"
            "  %a = getelementptr [0 x i8], ptr addrspace(3) @lds, i32 0, i32 %i\n"
            "  store volatile i8 1, ptr addrspace(3) %a\n  ret void\n}\n"
            f'!llvm.module.flags = !{{!0}}\n!0 = !{{i32 1, !"amdhsa_code_object_version", i32 {cov * 100}}}\n')


def _check_facts(name: str, obj: bytes, over_limit_stderr: str) -> None:
    row = TARGETS[name]
    t = parse_elf(obj)
    assert t.arch == name and t.e_flags & 0xFF == mach_of(name)
    supported = {f for f, state in (("xnack", t.xnack), ("sramecc", t.sramecc)) if state != "unsupported"}
    assert supported == set(row.features), f"{name}: the processor takes {supported}"
    (k,) = t.kernels
    assert k.wavefront_size == row.wave_size and k.group_segment_fixed_size == row.lds_bytes, name
    assert f"exceeds limit ({row.lds_bytes})" in over_limit_stderr, f"{name}: {over_limit_stderr}"
    assert t.code_object_version == code_object_version(Target(name, row.cuda_arch), 5)
    assert bool(t.generic_version) == row.is_generic


@pytest.mark.toolchain
@pytest.mark.skipif(not LLC, reason="needs llc-19 (llvm-19, installed by make setup)")
@pytest.mark.parametrize("name", [n for n in CLANG19])
def test_clang_rows_match_what_llvm_19_builds(name, tmp_path):
    row = TARGETS[name]
    cov = 6 if row.is_generic else 5
    outs = []
    for size in (row.lds_bytes, row.lds_bytes + 4):
        ll = tmp_path / f"k{size}.ll"
        ll.write_text(_kernel_ir(size, cov))
        outs.append(subprocess.run([LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={name}", "-filetype=obj", str(ll),
                                    "-o", str(tmp_path / f"k{size}.o")], capture_output=True, text=True))
    assert outs[0].returncode == 0, outs[0].stderr
    assert outs[1].returncode != 0
    lld = subprocess.run(["ld.lld-19", "-shared", str(tmp_path / f"k{row.lds_bytes}.o"), "-o", str(tmp_path / "k.co")],
                         capture_output=True, text=True)
    assert lld.returncode == 0, lld.stderr
    _check_facts(name, (tmp_path / "k.co").read_bytes(), outs[1].stderr)


_LLVMLITE_PROBE = r"""
import sys, llvmlite.binding as llvm
llvm.initialize_all_targets(); llvm.initialize_all_asmprinters()
cpu, path, out = sys.argv[1], sys.argv[2], sys.argv[3]
tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu=cpu, opt=2, reloc="pic")
m = llvm.parse_assembly(open(path).read())
open(out, "wb").write(tm.emit_object(m))
"""


@pytest.mark.toolchain
@pytest.mark.parametrize("name", LLVMLITE)
def test_llvmlite_rows_match_what_llvm_22_builds(name, tmp_path):
    row = TARGETS[name]
    cov = 6 if row.is_generic else 5
    outs = []
    for size in (row.lds_bytes, row.lds_bytes + 4):
        ll = tmp_path / f"k{size}.ll"
        ll.write_text(_kernel_ir(size, cov))
        outs.append(subprocess.run([sys.executable, "-c", _LLVMLITE_PROBE, name, str(ll), str(tmp_path / f"k{size}.o")],
                                   capture_output=True, text=True))
    assert outs[0].returncode == 0 and "not a recognized processor" not in outs[0].stderr, outs[0].stderr
    assert outs[1].returncode != 0
    subprocess.run(["ld.lld-19", "-shared", str(tmp_path / f"k{row.lds_bytes}.o"), "-o", str(tmp_path / "k.co")],
                   check=True)
    _check_facts(name, (tmp_path / "k.co").read_bytes(), outs[1].stderr)


@pytest.mark.toolchain
def test_which_processors_each_backend_knows(tmp_path):
    """clang-19 knows every clang row and none of the llvmlite ones (that is why they are llvmlite's); LLVM 22
    knows every row it is said to, and no longer gfx940/gfx941."""
    def listed(argv):
        p = subprocess.run(argv, capture_output=True, text=True)
        return set(re.findall(r"^\s+(gfx[0-9a-z-]+)\s+- Select the", p.stdout + p.stderr, re.M))
    clang = listed([LLC or "llc-19", "-march=amdgcn", "-mcpu=help"])
    lite = listed([sys.executable, "-c", "import llvmlite.binding as l; l.initialize_all_targets(); "
                   "l.Target.from_triple('amdgcn-amd-amdhsa').create_target_machine(cpu='help')"])
    assert len(clang) > 40 and len(lite) > 40
    for name, row in TARGETS.items():
        assert (name in clang) == (row.backend == "clang"), name
        assert (name in lite) == ("llvmlite" in row.backends), name


@pytest.mark.toolchain
@pytest.mark.skipif(not shutil.which("cmake") or not shutil.which("ninja"), reason="make setup installs cmake, ninja")
def test_cmake_cuda_architectures_all_builds_the_whole_table(cache_dir, tmp_path):
    """CMake (3.23+) passes CMAKE_CUDA_ARCHITECTURES=all to nvcc as -arch=all: every processor of ALL_TARGETS,
    embedded in the object CMake builds."""
    from pycucc.runtime.bundle import read_bundle, target_of
    from pycucc.runtime.elf import ElfFile
    (tmp_path / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.18)\nproject(k LANGUAGES CXX CUDA)\n"
                                             "add_library(k OBJECT k.cu)\n")
    (tmp_path / "k.cu").write_text("__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }\n"
                                   "void run(float* x) { k<<<1, 32>>>(x); }\n")
    pycucc = os.path.join(os.path.dirname(sys.executable), "pycucc")
    b = tmp_path / "b"
    cfg = subprocess.run(["cmake", "-S", str(tmp_path), "-B", str(b), "-G", "Ninja", f"-DCMAKE_CUDA_COMPILER={pycucc}",
                          "-DCMAKE_CUDA_ARCHITECTURES=all"], capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    p = subprocess.run(["cmake", "--build", str(b), "-v"], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "-arch=all" in p.stdout
    (obj,) = [os.path.join(d, f) for d, _, fs in os.walk(b) for f in fs if f.endswith("k.cu.o")]
    elf = ElfFile(open(obj, "rb").read())
    entries = read_bundle(bytes(elf.section_data(elf.section(".hip_fatbin"))))
    assert sorted(filter(None, map(target_of, entries))) == sorted(ALL_TARGETS)
