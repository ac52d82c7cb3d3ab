"""Code-object reader: msgpack decoder, ELF reader, metadata parsing and validation.

The toolchain tests build real code objects with clang-19 once per module and compare what pycucc reads with
what llvm-readelf-19 reports for the same files (values are never hard-coded, they come from LLVM's reader).
"""
from __future__ import annotations

import json
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from pycucc.runtime import msgpack
from pycucc.runtime.codeobj import (
    CodeObjectError,
    TargetInfo,
    arch_of_mach,
    kernel_base_name,
    known_arches,
    mach_of,
    parse_elf,
    read_code_object,
    split_target_id,
    target_id_of_flags,
    validate_code_object,
)
from pycucc.runtime.elf import ElfFile
from testutil import hip_compile, toolchain

# ---------------------------------------------------------------------------------------------------------
# msgpack: vectors written byte by byte from the MessagePack spec
# ---------------------------------------------------------------------------------------------------------

MSGPACK_VECTORS = [
    (b"\x00", 0),
    (b"\x7f", 127),
    (b"\xe0", -32),
    (b"\xff", -1),
    (b"\xc0", None),
    (b"\xc2", False),
    (b"\xc3", True),
    (b"\xcc\xff", 255),
    (b"\xcd\x01\x00", 256),
    (b"\xce\x00\x01\x00\x00", 65536),
    (b"\xcf\xff\xff\xff\xff\xff\xff\xff\xff", 2**64 - 1),
    (b"\xd0\x80", -128),
    (b"\xd1\x80\x00", -32768),
    (b"\xd2\x80\x00\x00\x00", -(2**31)),
    (b"\xd3\x80\x00\x00\x00\x00\x00\x00\x00", -(2**63)),
    (b"\xca\x3f\xc0\x00\x00", 1.5),
    (b"\xcb\x40\x09\x21\xfb\x54\x44\x2d\x18", 3.141592653589793),
    (b"\xa0", ""),
    (b"\xa3abc", "abc"),
    (b"\xa2\xc3\xa9", "\u00e9"),
    (b"\xd9\x03xyz", "xyz"),
    (b"\xda\x00\x02hi", "hi"),
    (b"\xdb\x00\x00\x00\x01z", "z"),
    (b"\xd9\x20" + b"s" * 32, "s" * 32),
    (b"\xc4\x02\x00\xff", b"\x00\xff"),
    (b"\xc5\x00\x01\x07", b"\x07"),
    (b"\xc6\x00\x00\x00\x00", b""),
    (b"\x90", []),
    (b"\x93\x01\xa1a\xc0", [1, "a", None]),
    (b"\xdc\x00\x02\x01\x02", [1, 2]),
    (b"\xdd\x00\x00\x00\x01\xc3", [True]),
    (b"\x80", {}),
    (b"\x82\xa1a\x01\xa1b\x92\x02\x03", {"a": 1, "b": [2, 3]}),
    (b"\xde\x00\x01\xa1k\xc2", {"k": False}),
    (b"\xdf\x00\x00\x00\x01\x05\xa1v", {5: "v"}),
    (b"\x81\x92\x01\x02\xa1t", {(1, 2): "t"}),
    (b"\xd4\x01\xaa", msgpack.ExtType(1, b"\xaa")),
    (b"\xd5\x02\xaa\xbb", msgpack.ExtType(2, b"\xaa\xbb")),
    (b"\xd6\xff" + b"\x00" * 4, msgpack.ExtType(-1, b"\x00" * 4)),
    (b"\xd7\x03" + b"\x01" * 8, msgpack.ExtType(3, b"\x01" * 8)),
    (b"\xd8\x04" + b"\x02" * 16, msgpack.ExtType(4, b"\x02" * 16)),
    (b"\xc7\x03\x05abc", msgpack.ExtType(5, b"abc")),
    (b"\xc8\x00\x01\x06z", msgpack.ExtType(6, b"z")),
    (b"\xc9\x00\x00\x00\x00\x80", msgpack.ExtType(-128, b"")),
    (b"\x81\xa1m\x81\xa1n\x91\x80", {"m": {"n": [{}]}}),
]


@pytest.mark.parametrize("encoded,expected", MSGPACK_VECTORS, ids=lambda v: v.hex() if isinstance(v, bytes) else None)
def test_msgpack_decodes_every_format(encoded, expected):
    value = msgpack.unpackb(encoded)
    assert value == expected
    assert type(value) is type(expected)


def test_msgpack_unpack_from_reports_end_offset():
    data = b"\x01\xa2hi\xc0"
    assert msgpack.unpack_from(data, 0) == (1, 1)
    assert msgpack.unpack_from(data, 1) == ("hi", 4)
    assert msgpack.unpack_from(data, 4) == (None, 5)


@pytest.mark.parametrize(
    "bad,fragment",
    [
        (b"", "truncated type byte"),
        (b"\xc1", "invalid type byte 0xc1"),
        (b"\xcd\x01", "truncated number"),
        (b"\xa3ab", "truncated str payload"),
        (b"\xd9", "truncated str length"),
        (b"\xc4\x05\x00", "truncated bin payload"),
        (b"\x92\x01", "array of 2 elements"),
        (b"\x92\x01\xa5ab", "truncated str payload"),
        (b"\xdd\xff\xff\xff\xff\x00", "array of 4294967295 elements"),
        (b"\x81\xa1a", "truncated type byte"),
        (b"\xd6\x01\x00", "truncated ext payload"),
        (b"\xc7\x01", "truncated ext type"),
        (b"\xa2\xff\xfe", "not valid UTF-8"),
        (b"\x81\x80\x00", "map used as a map key"),
        (b"\x01\x02", "1 trailing bytes"),
        (b"\x91" * 300 + b"\x00", "nesting deeper"),
    ],
)
def test_msgpack_rejects_bad_input(bad, fragment):
    with pytest.raises(ValueError, match=re.escape(fragment)):
        msgpack.unpackb(bad)


# ---------------------------------------------------------------------------------------------------------
# pure helpers
# ---------------------------------------------------------------------------------------------------------

def test_mach_table_round_trips():
    for arch in known_arches():
        assert arch_of_mach(mach_of(arch)) == arch
    assert len({mach_of(a) for a in known_arches()}) == len(known_arches())
    assert mach_of("gfx90a:sramecc+:xnack-") == mach_of("gfx90a")
    with pytest.raises(ValueError, match="unknown AMDGPU processor"):
        mach_of("gfx9999")
    with pytest.raises(ValueError, match="unknown EF_AMDGPU_MACH"):
        arch_of_mach(0xFE)


def test_target_id_of_flags_uses_v4_feature_fields():
    gfx90a = mach_of("gfx90a")
    # v4+: 0x100 any / 0x200 off / 0x300 on for xnack; 0x400 / 0x800 / 0xc00 for sramecc.
    assert target_id_of_flags(gfx90a | 0x100 | 0x400, abi_version=3) == "gfx90a"
    assert target_id_of_flags(gfx90a | 0x200 | 0xC00, abi_version=3) == "gfx90a:sramecc+:xnack-"
    assert target_id_of_flags(gfx90a | 0x300 | 0x800, abi_version=2) == "gfx90a:sramecc-:xnack+"
    # v3 has single on/off bits and no "any".
    assert target_id_of_flags(gfx90a | 0x100, abi_version=1) == "gfx90a:xnack+"
    assert split_target_id("amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-") == ("gfx942", {"sramecc": "on", "xnack": "off"})
    with pytest.raises(ValueError):
        split_target_id("gfx90a:xnack")


@pytest.mark.parametrize(
    "symbol,base",
    [
        ("_Z5saxpyifPKfPf", "saxpy"),
        ("_Z5saxpyifPKfPf.kd", "saxpy"),
        ("_Z6reduceIfEvPKT_PS0_4Pairi", "reduce"),
        ("_ZN2ns5scaleEPfS0_f", "ns::scale"),
        ("_ZN5outer5inner4kernIiLi3EEEvPT_", "outer::inner::kern"),
        ("_ZN12_GLOBAL__N_14hideEPi", "(anonymous namespace)::hide"),
        ("_ZL6staticPi", "static"),
        ("plain_c", None),
        ("_Z", None),
        ("_Z99short", None),
    ],
)
def test_kernel_base_name(symbol, base):
    assert kernel_base_name(symbol) == base


@pytest.mark.parametrize(
    "blob,fragment",
    [
        (b"", "not an ELF file"),
        (b"MZ\x90\x00" + b"\x00" * 60, "not an ELF file"),
        (b"\x7fELF\x01\x01" + b"\x00" * 58, "not ELFCLASS64"),
        (b"\x7fELF\x02\x02" + b"\x00" * 58, "not little-endian"),
        (b"\x7fELF\x02\x01\x01", "truncated header"),
    ],
)
def test_elf_reader_rejects_non_elf(blob, fragment):
    with pytest.raises(CodeObjectError, match=re.escape(fragment)):
        ElfFile(blob)
    with pytest.raises(CodeObjectError):
        read_code_object(blob)


def test_code_object_error_is_value_error():
    assert issubclass(CodeObjectError, ValueError)


# ---------------------------------------------------------------------------------------------------------
# real code objects from clang-19
# ---------------------------------------------------------------------------------------------------------

READELF = shutil.which("llvm-readelf-19")
LLVM_MC = shutil.which("llvm-mc-19")
LLC = shutil.which("llc-19")

KERNELS_HIP = r"""
#include <hip/hip_runtime.h>
struct Pair { float a; int b; double c; };

__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
__global__ void reduce(const T* in, T* out, Pair p, int n) {
  __shared__ T buf[256];
  int t = threadIdx.x;
  buf[t] = (t < n) ? in[t] * p.a + p.b + (T)p.c : T(0);
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) { if (t < s) buf[t] += buf[t + s]; __syncthreads(); }
  if (t == 0) out[blockIdx.x] = buf[0];
}
template __global__ void reduce<float>(const float*, float*, Pair, int);

namespace ns {
__global__ void scratchy(int* out, int k) {
  volatile int a[64];
  for (int j = 0; j < 64; ++j) a[j] = j * k;
  out[threadIdx.x] = a[(threadIdx.x * 7 + k) & 63];
}
}

extern "C" __global__ void plain_c(double* d) { d[threadIdx.x] *= 2.0; }
"""
SOURCE_KERNELS = ["saxpy", "reduce", "ns::scratchy", "plain_c"]

# (label, --offload-arch, code object version, extra flags)
BUILDS = [
    ("gfx1030-v4", "gfx1030", 4, ["-fhip-kernel-arg-name"]),
    ("gfx1030-v5", "gfx1030", 5, []),
    ("gfx90a-v5", "gfx90a", 5, []),
    ("gfx1100-v5", "gfx1100", 5, []),
    ("gfx942-v5", "gfx942:sramecc+:xnack-", 5, []),
]
BUILDS_BY_LABEL = dict((label, (arch, cov)) for label, arch, cov, _ in BUILDS)
# Debian's bitcode lacks the ISA-version modules of these processors; generate them (value = major*1000+...).
OVERLAY_ISA = {"1100": 11000, "942": 9402}
ISA_LL = """target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 {value}, align 4
"""


def _make_overlay(root: Path) -> Path:
    ovl = root / "bitcode"
    ovl.mkdir()
    for bc in Path(toolchain().device_lib).glob("*.bc"):
        (ovl / bc.name).symlink_to(bc)
    for isa, value in OVERLAY_ISA.items():
        target = ovl / f"oclc_isa_version_{isa}.bc"
        if target.exists():
            continue
        ll = root / f"isa{isa}.ll"
        ll.write_text(ISA_LL.format(value=value))
        subprocess.run([toolchain().clang, "--target=amdgcn-amd-amdhsa", "-nogpulib", "-c", "-emit-llvm", "-x", "ir",
                        str(ll), "-o", str(target)], check=True, capture_output=True)
    return ovl


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """{label: (path, ELF bytes, readelf JSON)} for every entry of BUILDS, compiled in parallel once."""
    if not READELF:
        pytest.skip("needs llvm-readelf-19 (make setup installs llvm-19)")
    root = tmp_path_factory.mktemp("codeobj")
    src = root / "k.hip"
    src.write_text(KERNELS_HIP)
    ovl = _make_overlay(root)
    procs = {}
    for label, arch, cov, extra in BUILDS:
        out = root / f"{label}.co"
        cmd = hip_compile("--cuda-device-only", f"--offload-arch={arch}", "-O3", "-std=c++17", "--no-gpu-bundle-output",
                          *extra, "-c", src, "-o", out, device_lib=ovl, code_object_version=cov)
        procs[label] = (out, subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
    result = {}
    for label, (out, proc) in procs.items():
        log, _ = proc.communicate()
        assert proc.returncode == 0, f"{label}: clang failed:\n{log}"
    paths = [str(out) for out, _ in procs.values()]
    dump = subprocess.run([READELF, "--elf-output-style=JSON", "-h", "-S", "-s", "--notes", *paths],
                          check=True, capture_output=True, text=True).stdout
    for (label, (out, _)), info in zip(procs.items(), json.loads(dump)):
        result[label] = (out, out.read_bytes(), info)
    return result


def _yaml(text: str):
    """The block-style YAML subset llvm-readelf prints for AMDGPU metadata (maps, lists, scalars)."""
    lines = [ln for ln in text.splitlines() if ln.strip() and ln.strip() not in ("---", "...")]
    key_re = re.compile(r"^([.\w-]+):(?:\s+(.*))?$")
    pos = 0

    def scalar(s: str):
        s = s.strip()
        if s.startswith("!str "):
            return s[5:]
        if s in ("true", "false"):
            return s == "true"
        if s == "[]":
            return []
        if re.fullmatch(r"-?\d+", s):
            return int(s)
        if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
            return s[1:-1]
        return s

    def indent(line: str) -> int:
        return len(line) - len(line.lstrip(" "))

    def block(ind: int):
        nonlocal pos
        if lines[pos][ind:].startswith("- "):
            items = []
            while pos < len(lines) and indent(lines[pos]) == ind and lines[pos][ind:].startswith("- "):
                rest = lines[pos][ind + 2:]
                if key_re.match(rest):
                    lines[pos] = " " * (ind + 2) + rest
                    items.append(block(ind + 2))
                else:
                    items.append(scalar(rest))
                    pos += 1
            return items
        mapping = {}
        while pos < len(lines) and indent(lines[pos]) == ind and not lines[pos][ind:].startswith("- "):
            m = key_re.match(lines[pos][ind:])
            assert m, f"unexpected YAML line {lines[pos]!r}"
            pos += 1
            mapping[m.group(1)] = scalar(m.group(2)) if m.group(2) else block(indent(lines[pos]))
        return mapping

    return block(0)


def _readelf_metadata(info) -> dict:
    notes = [n for sec in info["NoteSections"] for n in sec["NoteSection"]["Notes"]]
    (meta,) = [n["AMDGPU Metadata"] for n in notes if "AMDGPU Metadata" in n]
    return _yaml(meta)


KERNEL_FIELDS = {
    "name": ".name", "symbol": ".symbol", "kernarg_size": ".kernarg_segment_size",
    "kernarg_align": ".kernarg_segment_align", "sgpr_count": ".sgpr_count", "vgpr_count": ".vgpr_count",
    "sgpr_spill_count": ".sgpr_spill_count", "vgpr_spill_count": ".vgpr_spill_count",
    "group_segment_fixed_size": ".group_segment_fixed_size",
    "private_segment_fixed_size": ".private_segment_fixed_size", "wavefront_size": ".wavefront_size",
    "max_flat_workgroup_size": ".max_flat_workgroup_size",
}


@pytest.mark.toolchain
@pytest.mark.parametrize("label", [b[0] for b in BUILDS])
def test_metadata_matches_llvm_readelf(built, label):
    path, data, info = built[label]
    ours = read_code_object(path)
    assert not ours.is_bundle and len(ours.targets) == 1
    t = ours.targets[0]
    hdr = info["ElfHeader"]
    assert t.e_flags == hdr["Flags"]["Value"]
    assert t.code_object_version == hdr["Ident"]["ABIVersion"] + 2
    assert t.code_object_version == BUILDS_BY_LABEL[label][1]
    flag_names = {f["Name"] for f in hdr["Flags"]["Flags"]}
    (mach_name,) = [n for n in flag_names if n.startswith("EF_AMDGPU_MACH_")]
    assert t.arch == mach_name[len("EF_AMDGPU_MACH_AMDGCN_"):].lower().replace("_", "-")
    for feature, state in (("XNACK", t.xnack), ("SRAMECC", t.sramecc)):
        names = [n for n in flag_names if n.startswith(f"EF_AMDGPU_FEATURE_{feature}_")]
        expect = names[0].split("_")[4].lower() if names else "unsupported"
        assert state == expect, (feature, flag_names)

    meta = _readelf_metadata(info)
    assert t.target == meta["amdhsa.target"].split("--", 1)[1]
    assert t.target == BUILDS_BY_LABEL[label][0]
    assert t.metadata_version == tuple(meta["amdhsa.version"])
    assert [k.name for k in t.kernels] == [k[".name"] for k in meta["amdhsa.kernels"]]
    symtab = {s["Symbol"]["Name"]["Name"]: s["Symbol"] for s in info["Symbols"]}
    for k, mk in zip(t.kernels, meta["amdhsa.kernels"]):
        for attr, key in KERNEL_FIELDS.items():
            assert getattr(k, attr) == mk[key], (k.name, attr)
        assert k.agpr_count == mk.get(".agpr_count", 0)
        assert k.uses_dynamic_stack == mk.get(".uses_dynamic_stack", False)
        assert k.kernel_descriptor_present == (k.symbol in symtab)
        assert k.kernel_descriptor_present
        assert k.code_size == symtab[k.symbol[:-3]]["Size"]
        assert len(k.args) == len(mk.get(".args", []))
        for a, ma in zip(k.args, mk.get(".args", [])):
            assert (a.offset, a.size, a.value_kind) == (ma[".offset"], ma[".size"], ma[".value_kind"])
            assert a.name == ma.get(".name")
            assert a.type_name == ma.get(".type_name")
            assert a.address_space == ma.get(".address_space")
            assert a.is_hidden == ma[".value_kind"].startswith("hidden_")



@pytest.mark.toolchain
def test_elf_reader_matches_llvm_readelf(built):
    for label, (path, data, info) in built.items():
        elf = ElfFile(data)
        sections = [s["Section"] for s in info["Sections"]]
        assert [(s.name, s.type, s.offset, s.size, s.addralign) for s in elf.sections] == [
            (s["Name"]["Name"], s["Type"]["Value"], s["Offset"], s["Size"], s["AddressAlignment"]) for s in sections
        ], label
        ref_syms = [s["Symbol"] for s in info["Symbols"]][1:]  # readelf lists the null symbol, we skip it
        assert [(s.name, s.value, s.size, s.type, s.bind) for s in elf.symbols()] == [
            (s["Name"]["Name"], s["Value"], s["Size"], s["Type"]["Value"], s["Binding"]["Value"]) for s in ref_syms
        ], label
        ref_notes = [n for sec in info["NoteSections"] for n in sec["NoteSection"]["Notes"]]
        ours = list(elf.notes())
        assert [(n.name, len(n.desc)) for n in ours] == [(n["Owner"], n["Data size"]) for n in ref_notes]


@pytest.mark.toolchain
def test_semantics_of_the_test_kernels(built):
    """Facts about the source that must show up whatever the compiler version: arg layout, LDS, wave size."""
    for label, (path, data, info) in built.items():
        t = read_code_object(data).targets[0]
        saxpy = t.kernel("saxpy")
        assert [(a.offset, a.size, a.value_kind) for a in saxpy.explicit_args] == [
            (0, 4, "by_value"), (4, 4, "by_value"), (8, 8, "global_buffer"), (16, 8, "global_buffer")]
        reduce = t.kernel("reduce<float>")
        pair = reduce.explicit_args[2]
        assert (pair.offset, pair.size, pair.value_kind) == (16, 16, "by_value")  # struct Pair by value
        assert reduce.group_segment_fixed_size >= 256 * 4  # __shared__ float[256]
        assert t.kernel("scratchy").private_segment_fixed_size >= 64 * 4  # volatile int[64] lives in scratch
        assert t.kernel("plain_c").symbol == "plain_c.kd"
        assert t.wavefront_size == (64 if t.arch.startswith("gfx9") else 32)
        if t.code_object_version >= 5:
            assert any(a.is_hidden for a in saxpy.args)
    named = read_code_object(built["gfx1030-v4"][1]).targets[0]
    assert [a.name for a in named.kernel("saxpy").args] == ["n", "a", "x", "y"]


@pytest.mark.toolchain
def test_validate_accepts_good_objects(built):
    for label, arch, _, _ in BUILDS:
        assert validate_code_object(built[label][1], arch, SOURCE_KERNELS) == []
        # Mangled names and the plain processor name work too.
        mangled = [k.name for k in read_code_object(built[label][1]).targets[0].kernels]
        assert validate_code_object(built[label][1], arch.split(":")[0], mangled) == []


def _patch(data: bytes, offset: int, new: bytes) -> bytes:
    return data[:offset] + new + data[offset + len(new):]


E_FLAGS_OFFSET = 48  # Elf64_Ehdr: 16 ident, 2 type, 2 machine, 4 version, 8 entry, 8 phoff, 8 shoff


@pytest.mark.toolchain
def test_validate_reports_corruption(built):
    data = built["gfx90a-v5"][1]
    elf = ElfFile(data)
    flags = elf.header.e_flags

    wrong_mach = _patch(data, E_FLAGS_OFFSET, struct.pack("<I", (flags & ~0xFF) | mach_of("gfx1030")))
    problems = validate_code_object(wrong_mach, "gfx90a", None)
    assert any("is for gfx1030, expected gfx90a" in p for p in problems), problems

    assert any("e_machine is 62" in p for p in validate_code_object(_patch(data, 18, struct.pack("<H", 62)), "gfx90a"))
    assert any("OS/ABI is 0" in p for p in validate_code_object(_patch(data, 7, b"\x00"), "gfx90a"))
    assert any("xnack any, expected on" in p for p in validate_code_object(data, "gfx90a:xnack+"))
    assert any("unknown AMDGPU processor" in p for p in validate_code_object(data, "gfx9999"))

    note_sec = next(s for s in elf.sections if s.name == ".note")
    no_meta = _patch(data, note_sec.offset + 8, struct.pack("<I", 33))  # note type 32 -> 33
    assert any("no NT_AMDGPU_METADATA" in p for p in validate_code_object(no_meta, "gfx90a"))

    # Rename the descriptor symbol in .strtab so metadata names a .kd that is no longer there.
    strtab = next(s for s in elf.sections if s.name == ".strtab")
    at = data.index(b"_Z5saxpyifPKfPf.kd\0", strtab.offset)
    no_kd = _patch(data, at, b"_Z5saxpyifPKfPf.kx")
    problems = validate_code_object(no_kd, "gfx90a", SOURCE_KERNELS)
    assert problems == ["kernel _Z5saxpyifPKfPf: descriptor symbol _Z5saxpyifPKfPf.kd is missing from the symbol table"]
    assert read_code_object(no_kd).targets[0].kernel("saxpy").kernel_descriptor_present is False

    problems = validate_code_object(data, "gfx90a", SOURCE_KERNELS + ["missing_kernel", "ns::reduce"])
    assert problems == [
        "kernel missing_kernel from the source has no entry in the code object metadata",
        "kernel ns::reduce from the source has no entry in the code object metadata",
    ]

    for cut in (10, 63, 200, len(data) // 2, len(data) - 1):
        problems = validate_code_object(data[:cut], "gfx90a", SOURCE_KERNELS)
        assert problems, cut
        assert any("truncated" in p or "past the end" in p or "past its section" in p for p in problems), (cut, problems)
        with pytest.raises(CodeObjectError):
            read_code_object(data[:cut])

    assert validate_code_object(b"not an elf at all", "gfx90a") == ["not an ELF file (starts with b'not an e')"]


@pytest.mark.toolchain
@pytest.mark.skipif(not LLVM_MC, reason="needs llvm-mc-19 (llvm-19)")
def test_validate_reports_zero_kernels(tmp_path):
    asm = tmp_path / "empty.s"
    asm.write_text(
        '.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"\n.amdhsa_code_object_version 5\n'
        ".amdgpu_metadata\n---\namdhsa.version: [ 1, 2 ]\namdhsa.target: amdgcn-amd-amdhsa--gfx1030\n"
        "amdhsa.kernels: []\n...\n.end_amdgpu_metadata\n"
    )
    obj = tmp_path / "empty.o"
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", str(asm), "-o", str(obj)],
                   check=True, capture_output=True)
    data = obj.read_bytes()
    assert validate_code_object(data, "gfx1030") == ["the code object contains no kernels"]
    assert validate_code_object(data, "gfx1030", ["saxpy"]) == [
        "the code object contains no kernels",
        "kernel saxpy from the source has no entry in the code object metadata",
    ]
    # A source that defines no kernels (host code, __device__ data) rightly gives an object without any.
    assert validate_code_object(data, "gfx1030", []) == []
    t = parse_elf(data)
    assert (t.target, t.kernels, t.metadata_version, t.code_object_version) == ("gfx1030", (), (1, 2), 5)


@pytest.mark.toolchain
@pytest.mark.skipif(not (LLVM_MC and LLC and READELF), reason="needs llvm-mc-19, llc-19 and llvm-readelf-19 (llvm-19)")
def test_mach_table_matches_llvm(tmp_path):
    """Every gfx processor LLVM 19 knows is in the table, with the EF_AMDGPU_MACH value llvm-mc writes."""
    cpus = subprocess.run([LLC, "-march=amdgcn", "-mcpu=help"], capture_output=True, text=True)
    listed = sorted(set(re.findall(r"^\s+(gfx[0-9a-z-]+)\s+- Select the", cpus.stdout + cpus.stderr, re.M)))
    assert len(listed) > 40, "could not read llc's processor list"
    objs = []
    for cpu in listed:
        obj = tmp_path / f"{cpu}.o"
        subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", "-o", str(obj)],
                       input=b"", check=True, capture_output=True)
        objs.append(str(obj))
    dump = json.loads(subprocess.run([READELF, "--elf-output-style=JSON", "-h", *objs],
                                     check=True, capture_output=True, text=True).stdout)
    for cpu, info in zip(listed, dump):
        flags = info["ElfHeader"]["Flags"]
        (mach_name,) = [f["Name"] for f in flags["Flags"] if f["Name"].startswith("EF_AMDGPU_MACH_")]
        assert mach_of(cpu) == flags["Value"] & 0xFF, cpu
        assert arch_of_mach(flags["Value"]) == cpu
        assert mach_name == "EF_AMDGPU_MACH_AMDGCN_" + cpu.upper().replace("-", "_")
        assert ElfFile(Path(objs[listed.index(cpu)]).read_bytes()).header.e_flags == flags["Value"]


@pytest.mark.toolchain
def test_damaged_objects_raise_only_code_object_error(built):
    """Random byte damage anywhere must give CodeObjectError or a parse, never IndexError/struct.error."""
    import random

    rng = random.Random(1234)
    data = built["gfx942-v5"][1]
    elf = ElfFile(data)
    note = next(s for s in elf.sections if s.name == ".note")
    # Half the hits go to the header, section table and metadata note, where damage changes the parse.
    hot = [(0, 64), (elf.header.e_shoff, len(data)), (note.offset, note.offset + note.size)]
    for _ in range(400):
        blob = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            lo, hi = hot[rng.randrange(3)] if rng.random() < 0.5 else (0, len(data))
            blob[rng.randrange(lo, hi)] = rng.randrange(256)
        if rng.random() < 0.2:
            del blob[rng.randrange(len(blob)):]
        try:
            read_code_object(bytes(blob))
        except CodeObjectError:
            pass
        assert isinstance(validate_code_object(bytes(blob), "gfx942", SOURCE_KERNELS), list)


@pytest.mark.parametrize("producers", [
    ("Linker: Debian LLD 19.1.7", "Debian clang version 19.1.7 (3~deb12u1)", "Debian clang version 15.0.5"),
    ("Debian clang version 17.0.6 (5)", "Linker: Debian LLD 19.1.7", "Debian clang version 19.1.7 (3+b1)"),
], ids=["debian12", "debian13"])
def test_the_producer_is_the_newest_clang_whichever_the_device_libraries_order(producers):
    """The .comment lines of a clang-19 build as Debian 12 and Debian 13 link them: the device bitcode's clang (15,
    17) after or before the compiler's; inspect names the compiler."""
    t = TargetInfo(target="amdgcn-amd-amdhsa--gfx942", arch="gfx942", e_flags=0, code_object_version=4, kernels=(),
                   producers=producers)
    assert t.backend == "clang" and t.producer.startswith("Debian clang version 19.1.7")
