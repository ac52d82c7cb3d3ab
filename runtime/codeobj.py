"""Read and check AMDGPU code objects: targets, kernels, argument layout and resource use.

A code object is a raw AMDGPU ELF or a clang offload bundle of several. Everything comes from the file
itself: the target from ``e_flags`` and the ``amdhsa.target`` metadata, kernels and their arguments from the
NT_AMDGPU_METADATA note (a msgpack map), descriptors from the symbol table. The runtime packs kernel
arguments from this, and the compiler checks what it produced with :func:`validate_code_object`.
"""
from __future__ import annotations

import os
import re
from functools import cached_property
from typing import Any, Dict, Iterable, List, Mapping, Optional, Tuple, Union

from . import bundle as _bundle
from .elf import ELFOSABI_AMDGPU_HSA, EM_AMDGPU, ELF_MAGIC, CodeObjectError, ElfFile
from .isa import GENERIC_VERSION_SHIFT, LLVMLITE_PRODUCER, MACH, generic_of, is_generic
from .mangling import base_name, template_args_code
from .msgpack import unpackb
from .records import field, record

__all__ = [
    "CodeObjectError", "CodeObjectInfo", "TargetInfo", "KernelInfo", "ArgInfo",
    "read_code_object", "parse_elf", "validate_code_object", "select_entry", "LLVMLITE_PRODUCER",
    "mach_of", "arch_of_mach", "known_arches", "target_id_of_flags", "split_target_id", "kernel_base_name",
    "NT_AMDGPU_METADATA", "EF_AMDGPU_MACH",
]

NT_AMDGPU_METADATA = 32
EF_AMDGPU_MACH = 0x0FF
# Code object v3 used two single bits; v4+ use two-bit fields (unsupported / any / off / on).
EF_AMDGPU_FEATURE_XNACK_V3 = 0x100
EF_AMDGPU_FEATURE_SRAMECC_V3 = 0x200
EF_AMDGPU_FEATURE_XNACK_V4 = 0x300
EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xC00
_FEATURE_STATES_V4 = {0: "unsupported", 1: "any", 2: "off", 3: "on"}
# ELF ABI version under OSABI AMDGPU_HSA: 1 = v3 ... 4 = v6, i.e. code object version = ABI version + 2.
_COV_FROM_ABI = 2

# EF_AMDGPU_MACH values per processor, and LLVM's generic targets: runtime/isa.py.
_MACH: Dict[str, int] = MACH
_ARCH: Dict[int, str] = {v: k for k, v in _MACH.items()}


def mach_of(arch: str) -> int:
    """EF_AMDGPU_MACH value of a processor (``gfx90a``; a full target id ``gfx90a:xnack-`` works too)."""
    base = split_target_id(arch)[0]
    try:
        return _MACH[base]
    except KeyError:
        raise ValueError(f"unknown AMDGPU processor {base!r}") from None


def arch_of_mach(mach: int) -> str:
    """Processor name for an EF_AMDGPU_MACH value (only the low 8 bits of ``e_flags`` are looked at)."""
    try:
        return _ARCH[mach & EF_AMDGPU_MACH]
    except KeyError:
        raise ValueError(f"unknown EF_AMDGPU_MACH value 0x{mach & EF_AMDGPU_MACH:02x}") from None


def known_arches() -> Tuple[str, ...]:
    return tuple(_MACH)


def _strip_triple(target: str) -> str:
    for prefix in ("amdgcn-amd-amdhsa--", "amdgcn-amd-amdhsa-"):
        if target.startswith(prefix):
            return target[len(prefix):]
    return target


def split_target_id(target_id: str) -> Tuple[str, Dict[str, str]]:
    """``gfx90a:sramecc+:xnack-`` -> ``("gfx90a", {"sramecc": "on", "xnack": "off"})``.

    Also strips a leading ``amdgcn-amd-amdhsa--`` as found in ``amdhsa.target``.
    """
    tid = _strip_triple(target_id)
    base, *feats = tid.split(":")
    features = {}
    for f in feats:
        if len(f) < 2 or f[-1] not in "+-":
            raise ValueError(f"malformed feature {f!r} in target id {target_id!r}")
        features[f[:-1]] = "on" if f[-1] == "+" else "off"
    return base, features


def _feature_states(e_flags: int, abi_version: int) -> Tuple[str, str]:
    """(xnack, sramecc) as "unsupported" / "any" / "off" / "on"."""
    if abi_version + _COV_FROM_ABI >= 4:
        return (_FEATURE_STATES_V4[(e_flags & EF_AMDGPU_FEATURE_XNACK_V4) >> 8],
                _FEATURE_STATES_V4[(e_flags & EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10])
    # v3 can only say "on"; "off" and "not supported" look the same.
    return ("on" if e_flags & EF_AMDGPU_FEATURE_XNACK_V3 else "off",
            "on" if e_flags & EF_AMDGPU_FEATURE_SRAMECC_V3 else "off")


def target_id_of_flags(e_flags: int, abi_version: int = 2) -> str:
    """Target id implied by ``e_flags``: ``0x53f`` -> ``gfx90a`` (both features "any"),
    ``0xb3f`` -> ``gfx90a:sramecc-:xnack+``.

    ``abi_version`` is the ELF header's (2 = code object v4). Code object v3 can only express ``+``.
    """
    arch = arch_of_mach(e_flags)
    xnack, sramecc = _feature_states(e_flags, abi_version)
    parts = [arch]
    # LLVM orders target-id features alphabetically: sramecc before xnack.
    for name, state in (("sramecc", sramecc), ("xnack", xnack)):
        if state == "on":
            parts.append(name + "+")
        elif state == "off" and abi_version + _COV_FROM_ABI >= 4:
            parts.append(name + "-")
    return ":".join(parts)


@record(frozen=True)
class ArgInfo:
    name: Optional[str]
    type_name: Optional[str]
    offset: int
    size: int
    value_kind: str
    address_space: Optional[str]
    is_hidden: bool


@record(frozen=True)
class KernelInfo:
    name: str
    symbol: str
    kernarg_size: int
    kernarg_align: int
    args: Tuple[ArgInfo, ...]
    sgpr_count: int
    vgpr_count: int
    agpr_count: int
    sgpr_spill_count: int
    vgpr_spill_count: int
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    wavefront_size: int
    max_flat_workgroup_size: int
    uses_dynamic_stack: bool
    kernel_descriptor_present: bool
    # Size in bytes of the kernel's machine code (its FUNC symbol), None when the symbol is absent.
    code_size: Optional[int] = None

    @property
    def explicit_args(self) -> Tuple[ArgInfo, ...]:
        return tuple(a for a in self.args if not a.is_hidden)

    @property
    def lds_size(self) -> int:
        return self.group_segment_fixed_size

    @property
    def scratch_size(self) -> int:
        return self.private_segment_fixed_size


_CLANG_VERSION = re.compile(r"clang version (\d+)\.(\d+)\.(\d+)")


@record(frozen=True)
class TargetInfo:
    target: str
    arch: str
    e_flags: int
    code_object_version: int
    kernels: Tuple[KernelInfo, ...]
    xnack: str = "unsupported"
    sramecc: str = "unsupported"
    # amdhsa.version from the metadata note; None when the object has no metadata note at all.
    metadata_version: Optional[Tuple[int, ...]] = None
    # The bundle entry id this came from; None for a raw ELF.
    bundle_entry: Optional[str] = None
    # The ELF bytes themselves, so a loader can hand the chosen target to hipModuleLoadData.
    image: bytes = field(default=b"", repr=False, compare=False)
    # EF_AMDGPU_GENERIC_VERSION (the high byte of e_flags): non-zero for a generic target's code object (v6).
    generic_version: int = 0
    # The .comment strings: the linker's and each compiler's identification, as the ELF records them.
    producers: Tuple[str, ...] = ()

    @property
    def is_generic(self) -> bool:
        """Built for one of LLVM's generic targets (gfx11-generic ...), which run on every processor of a family."""
        return is_generic(self.arch)

    @property
    def backend(self) -> Optional[str]:
        """What compiled it, from the ELF's own record: "llvmlite" (pycucc's LLVM 22 backend names itself in
        .comment), "clang", or None when the object does not say."""
        if any(p.startswith(LLVMLITE_PRODUCER) for p in self.producers):
            return "llvmlite"
        if any("clang version" in p for p in self.producers):
            return "clang"
        return None

    @property
    def producer(self) -> Optional[str]:
        """The compiler's identification: pycucc's llvmlite line, else the newest clang's. The device libraries
        linked in name the clang that built them, in no fixed place (Debian 12's clang 15 after the compiler's
        line, Debian 13's clang 17 before it), and a clang reads no bitcode of a newer LLVM than its own."""
        for p in self.producers:
            if p.startswith(LLVMLITE_PRODUCER):
                return p
        clangs = [p for p in self.producers if "clang version" in p]
        def version(p: str) -> Tuple[int, ...]:
            m = _CLANG_VERSION.search(p)
            return tuple(int(x) for x in m.groups()) if m else ()
        return max(clangs, key=version, default=None)

    def kernel(self, name: str) -> KernelInfo:
        """Look a kernel up by metadata name, symbol (with or without ``.kd``) or unmangled name."""
        found = self._index.candidates(name)
        if len(found) > 1:  # e.g. two instantiations of one template: the plain name cannot choose
            raise KeyError(f"kernel name {name!r} is ambiguous for {self.target}: "
                           f"{', '.join(k.name for k in found)}; use the mangled name")
        if not found:
            names = ", ".join(k.name for k in self.kernels) or "none"
            raise KeyError(f"no kernel {name!r} for {self.target} (kernels: {names})")
        return found[0]

    @cached_property
    def _index(self) -> "_KernelIndex":
        return _KernelIndex(self.kernels)

    @property
    def wavefront_size(self) -> Optional[int]:
        """The wave size every kernel uses, or None for no kernels or a mix."""
        sizes = {k.wavefront_size for k in self.kernels}
        return sizes.pop() if len(sizes) == 1 else None


@record(frozen=True)
class CodeObjectInfo:
    targets: Tuple[TargetInfo, ...]
    is_bundle: bool = False

    def for_arch(self, arch: str) -> Optional[TargetInfo]:
        """The entry a device whose gcnArchName is ``arch`` (``gfx90a:sramecc+:xnack-`` or ``gfx90a``) runs, or None:
        see :func:`select_entry`."""
        chosen = select_entry(self.targets, arch)
        return chosen[0] if chosen else None


def _features_fit(t: TargetInfo, want: Mapping[str, str]) -> bool:
    """An entry built for "any" setting of a feature (or for a processor without it) runs whatever the device's."""
    have = {"xnack": t.xnack, "sramecc": t.sramecc}
    return all(have.get(f, "any") in ("any", "unsupported", state) for f, state in want.items())


def select_entry(targets: Iterable[TargetInfo], device_target: str) -> Optional[Tuple[TargetInfo, str]]:
    """The entry a device runs, and why, the way HIP's loader chooses: an entry for the device's own processor whose
    features fit first (the one stating most of the device's feature settings, the first on a tie); only when there
    is none, the generic target of its family (gfx11-generic for gfx1103), a code object v6 of a generic version
    the processor supports. None when nothing fits."""
    base, want = split_target_id(device_target)
    targets = list(targets)
    best, best_score = None, -1
    for t in targets:
        if t.arch == base and _features_fit(t, want):
            score = sum(1 for f, state in want.items() if {"xnack": t.xnack, "sramecc": t.sramecc}.get(f) == state)
            if score > best_score:
                best, best_score = t, score
    if best is not None:
        return best, f"{best.target}, built for {base}"
    family = generic_of(base)
    for t in targets:
        if family and t.arch == family and t.code_object_version >= 6 and t.generic_version >= 1 \
                and _features_fit(t, want):
            return t, f"{t.target}, the generic target of {base}'s family (no {base} entry)"
    return None


# -- metadata -----------------------------------------------------------------------------------------------

def _metadata(elf: ElfFile) -> Optional[Mapping[str, Any]]:
    for note in elf.notes():
        if note.name == "AMDGPU" and note.type == NT_AMDGPU_METADATA:
            try:
                meta = unpackb(note.desc)
            except ValueError as exc:
                raise CodeObjectError(f"AMDGPU metadata note is not valid msgpack: {exc}") from None
            if not isinstance(meta, dict):
                raise CodeObjectError("AMDGPU metadata note is not a msgpack map")
            return meta
    return None


def _int(d: Mapping[str, Any], key: str, where: str, default: Optional[int] = None) -> int:
    v = d.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        if v is None:
            raise CodeObjectError(f"{where}: metadata lacks {key}")
        raise CodeObjectError(f"{where}: metadata {key} is {v!r}, not an integer")
    return v


def _opt_str(d: Mapping[str, Any], key: str) -> Optional[str]:
    v = d.get(key)
    return v if isinstance(v, str) else None


def _arg(a: Any, where: str) -> ArgInfo:
    if not isinstance(a, dict):
        raise CodeObjectError(f"{where}: argument entry is not a map")
    kind = a.get(".value_kind")
    if not isinstance(kind, str):
        raise CodeObjectError(f"{where}: argument lacks .value_kind")
    return ArgInfo(_opt_str(a, ".name"), _opt_str(a, ".type_name"), _int(a, ".offset", where),
                   _int(a, ".size", where), kind, _opt_str(a, ".address_space"), kind.startswith("hidden_"))


def _kernel(k: Any, symbols: Mapping[str, Any]) -> KernelInfo:
    if not isinstance(k, dict):
        raise CodeObjectError("amdhsa.kernels entry is not a map")
    name = _opt_str(k, ".name")
    symbol = _opt_str(k, ".symbol")
    if name is None or symbol is None:
        raise CodeObjectError(f"kernel metadata without .name/.symbol: {sorted(k)}")
    where = f"kernel {name}"
    args = k.get(".args", [])
    if not isinstance(args, list):
        raise CodeObjectError(f"{where}: .args is not an array")
    func = symbols.get(symbol[:-3] if symbol.endswith(".kd") else symbol)
    return KernelInfo(
        name=name,
        symbol=symbol,
        kernarg_size=_int(k, ".kernarg_segment_size", where),
        kernarg_align=_int(k, ".kernarg_segment_align", where),
        args=tuple(_arg(a, where) for a in args),
        sgpr_count=_int(k, ".sgpr_count", where),
        vgpr_count=_int(k, ".vgpr_count", where),
        # Only targets with accumulation registers (gfx908/90a/94x) report .agpr_count.
        agpr_count=_int(k, ".agpr_count", where, 0),
        sgpr_spill_count=_int(k, ".sgpr_spill_count", where, 0),
        vgpr_spill_count=_int(k, ".vgpr_spill_count", where, 0),
        group_segment_fixed_size=_int(k, ".group_segment_fixed_size", where),
        private_segment_fixed_size=_int(k, ".private_segment_fixed_size", where),
        wavefront_size=_int(k, ".wavefront_size", where),
        max_flat_workgroup_size=_int(k, ".max_flat_workgroup_size", where),
        uses_dynamic_stack=bool(k.get(".uses_dynamic_stack", False)),
        kernel_descriptor_present=symbol in symbols,
        code_size=func.size if func is not None else None,
    )


def parse_elf(data: bytes, bundle_entry: Optional[str] = None) -> TargetInfo:
    """One AMDGPU ELF -> :class:`TargetInfo` (raises :class:`CodeObjectError` on unreadable input)."""
    elf = ElfFile(data)
    h = elf.header
    if h.e_machine != EM_AMDGPU:
        raise CodeObjectError(f"ELF e_machine is {h.e_machine}, not EM_AMDGPU ({EM_AMDGPU}): not an AMDGPU code object")
    cov = h.abi_version + _COV_FROM_ABI if h.osabi == ELFOSABI_AMDGPU_HSA else 0
    try:
        flag_target = target_id_of_flags(h.e_flags, h.abi_version)
    except ValueError as exc:
        raise CodeObjectError(str(exc)) from None
    xnack, sramecc = _feature_states(h.e_flags, h.abi_version)
    meta = _metadata(elf)
    kernels: Tuple[KernelInfo, ...] = ()
    target = flag_target
    version = None
    if meta is not None:
        symbols = {s.name: s for s in elf.symbols() if s.defined}
        raw = meta.get("amdhsa.kernels", [])
        if not isinstance(raw, list):
            raise CodeObjectError("amdhsa.kernels is not an array")
        kernels = tuple(_kernel(k, symbols) for k in raw)
        mt = meta.get("amdhsa.target")
        if isinstance(mt, str) and mt:
            target = _strip_triple(mt)
            try:
                split_target_id(target)
            except ValueError as exc:
                raise CodeObjectError(f"metadata amdhsa.target: {exc}") from None
        v = meta.get("amdhsa.version")
        if isinstance(v, list) and all(isinstance(x, int) for x in v):
            version = tuple(v)
        else:
            version = ()
    return TargetInfo(target=target, arch=arch_of_mach(h.e_flags), e_flags=h.e_flags, code_object_version=cov,
                      kernels=kernels, xnack=xnack, sramecc=sramecc, metadata_version=version,
                      bundle_entry=bundle_entry, image=bytes(data),
                      generic_version=(h.e_flags >> GENERIC_VERSION_SHIFT) & 0xFF if cov >= 6 else 0,
                      producers=_comments(elf))


def _comments(elf: ElfFile) -> Tuple[str, ...]:
    sec = elf.section(".comment")
    if sec is None:
        return ()
    try:
        raw = bytes(elf.section_data(sec))
    except CodeObjectError:
        return ()
    return tuple(dict.fromkeys(s.decode("utf-8", "replace") for s in raw.split(b"\0") if s.strip()))


def _load(path_or_bytes: Union[str, "os.PathLike[str]", bytes, bytearray, memoryview]) -> bytes:
    """The bytes of a code object given as bytes or as a path; anything else (an int would be taken by open() as a
    file descriptor) is a TypeError that says what is accepted."""
    if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
        return bytes(path_or_bytes)
    if not isinstance(path_or_bytes, (str, os.PathLike)):
        raise TypeError(f"a code object is given as bytes or as a path (str or os.PathLike), not "
                        f"{type(path_or_bytes).__name__}")
    try:
        with open(path_or_bytes, "rb") as f:
            return f.read()
    except OSError as e:
        raise CodeObjectError(f"cannot read code object '{os.fspath(path_or_bytes)}': {e.strerror or e}") from None


def read_code_object(path_or_bytes: Union[str, "os.PathLike[str]", bytes, bytearray, memoryview]) -> CodeObjectInfo:
    """Read a raw AMDGPU ELF or an offload bundle (one :class:`TargetInfo` per HIP device entry)."""
    data = _load(path_or_bytes)
    if _bundle.is_bundle(data):
        entries = _bundle.read_bundle(data)
        targets = []
        for entry_id, blob in entries.items():
            if _bundle.target_of(entry_id) is None:
                continue
            if not blob:
                raise CodeObjectError(f"offload bundle entry {entry_id} is empty")
            try:
                targets.append(parse_elf(blob, bundle_entry=entry_id))
            except CodeObjectError as exc:
                raise CodeObjectError(f"offload bundle entry {entry_id}: {exc}") from None
        if not targets:
            raise CodeObjectError(f"offload bundle has no HIP device entries (entries: {', '.join(entries)})")
        return CodeObjectInfo(tuple(targets), is_bundle=True)
    if data[:4] == ELF_MAGIC:
        return CodeObjectInfo((parse_elf(data),), is_bundle=False)
    raise CodeObjectError(f"not an AMDGPU code object or offload bundle (starts with {data[:8]!r})")


# -- kernel names -------------------------------------------------------------------------------------------

def kernel_base_name(symbol: str) -> Optional[str]:
    """Qualified name of an Itanium-mangled function without its parameters or template arguments.

    ``_Z5saxpyifPKfPf`` -> ``saxpy``, ``_ZN2ns6reduceIfEEvPKT_`` -> ``ns::reduce``,
    ``_Z6reduceIfEvPKT_PS0_4Pairi`` -> ``reduce``. Returns None for names this does not understand (including
    unmangled ``extern "C"`` names, which are their own base name).
    """
    return base_name(symbol[:-3] if symbol.endswith(".kd") else symbol)


class _KernelIndex:
    """Every spelling a caller may use for a kernel, mapped once to the kernels it may mean."""

    def __init__(self, kernels: Iterable[KernelInfo]) -> None:
        self.exact: Dict[str, KernelInfo] = {}
        self.loose: Dict[str, List[KernelInfo]] = {}
        for k in kernels:
            stem = k.symbol[:-3] if k.symbol.endswith(".kd") else k.symbol
            for key in (k.name, k.symbol, stem):
                self.exact.setdefault(key, k)
            base = kernel_base_name(stem)
            keys = (base, base.rsplit("::", 1)[-1]) if base else ((k.name,) if not k.name.startswith("_Z") else ())
            for key in dict.fromkeys(keys):
                self.loose.setdefault(key, []).append(k)

    def candidates(self, name: str) -> List[KernelInfo]:
        """The kernels ``name`` may mean: one for an exact or unique name, several for a template's plain name."""
        hit = self.exact.get(name)
        if hit is not None:
            return [hit]
        # "reduce<float>" names one instantiation; a qualified name must match its qualification exactly, an
        # unqualified one matches the innermost component (sources often call ns::k just k).
        base, _, targs = name.partition("<")
        base = base.strip()
        if base.startswith("::"):
            base = base[2:]
        found = self.loose.get(base, [])
        if targs and len(found) > 1:
            code = template_args_code(targs.rsplit(">", 1)[0])
            if code is not None:
                found = [k for k in found if f"I{code}E" in k.symbol]
        return list(found)

    def find(self, name: str) -> Optional[KernelInfo]:
        found = self.candidates(name)
        return found[0] if len(found) == 1 else None


# -- validation ---------------------------------------------------------------------------------------------

def validate_code_object(data: bytes, arch: str, kernels: Optional[Iterable[str]] = None) -> List[str]:
    """Problems with a freshly built code object for ``arch``; an empty list means it is fine.

    ``arch`` is a processor or target id (``gfx90a``, ``gfx90a:xnack-``). ``kernels`` are the names the
    source defines, mangled or plain (``saxpy``, ``ns::k``, ``_Z6reduceIfEvPKT_PS0_4Pairi``); each must have
    a metadata entry; an empty list says the source defines none (a host-only .cu), so none is fine. With
    ``kernels=None`` a code object without kernels is a problem. For a bundle, the entry for ``arch`` is checked.
    """
    data = bytes(data)
    problems: List[str] = []
    try:
        want_base, want_features = split_target_id(arch)
        want_mach = mach_of(want_base)
    except ValueError as exc:
        return [str(exc)]
    if _bundle.is_bundle(data):
        try:
            entries = _bundle.read_bundle(data)
        except CodeObjectError as exc:
            return [str(exc)]
        matching = [(_bundle.target_of(eid), blob) for eid, blob in entries.items()
                    if (_bundle.target_of(eid) or "").split(":")[0] == want_base]
        if not matching:
            return [f"offload bundle has no entry for {want_base} (entries: {', '.join(entries) or 'none'})"]
        exact = [blob for tid, blob in matching if tid == _strip_triple(arch)]
        data = exact[0] if exact else matching[0][1]
    if data[:4] != ELF_MAGIC:
        return [f"not an ELF file (starts with {data[:8]!r})"]
    try:
        elf = ElfFile(data)
    except CodeObjectError as exc:
        return [str(exc)]
    h = elf.header
    if h.e_machine != EM_AMDGPU:
        problems.append(f"e_machine is {h.e_machine}, expected EM_AMDGPU ({EM_AMDGPU})")
    if h.osabi != ELFOSABI_AMDGPU_HSA:
        problems.append(f"OS/ABI is {h.osabi}, expected ELFOSABI_AMDGPU_HSA ({ELFOSABI_AMDGPU_HSA})")
    mach = h.e_flags & EF_AMDGPU_MACH
    if mach != want_mach:
        have = _ARCH.get(mach, f"unknown mach 0x{mach:02x}")
        problems.append(f"e_flags 0x{h.e_flags:x} is for {have}, expected {want_base} (mach 0x{want_mach:02x})")
    else:
        states = dict(zip(("xnack", "sramecc"), _feature_states(h.e_flags, h.abi_version)))
        for feat, want in want_features.items():
            if feat in states and states[feat] != want:
                problems.append(f"e_flags 0x{h.e_flags:x} has {feat} {states[feat]}, expected {want}")
        if is_generic(want_base):
            # a loader takes a generic target's code only from a v6 object that states its generic version
            cov = h.abi_version + _COV_FROM_ABI
            if cov < 6:
                problems.append(f"{want_base} is a generic target, whose code object must be v6; this one is v{cov}")
            elif not (h.e_flags >> GENERIC_VERSION_SHIFT) & 0xFF:
                problems.append(f"e_flags 0x{h.e_flags:x} has no generic version for {want_base}")
    try:
        meta = _metadata(elf)
    except CodeObjectError as exc:
        return problems + [str(exc)]
    if meta is None:
        return problems + ["no NT_AMDGPU_METADATA note (name AMDGPU, type 32)"]
    mt = meta.get("amdhsa.target")
    if isinstance(mt, str):
        try:
            meta_base = split_target_id(mt)[0]
        except ValueError as exc:
            meta_base = None
            problems.append(f"metadata amdhsa.target: {exc}")
        if meta_base is not None and meta_base != want_base:
            problems.append(f"metadata amdhsa.target is {mt}, expected {want_base}")
    else:
        problems.append("metadata lacks amdhsa.target")
    raw = meta.get("amdhsa.kernels")
    if not isinstance(raw, list):
        return problems + ["metadata lacks amdhsa.kernels"]
    try:
        symbols = {s.name: s for s in elf.symbols() if s.defined}
        infos = [_kernel(k, symbols) for k in raw]
    except CodeObjectError as exc:
        return problems + [str(exc)]
    expected = None if kernels is None else list(kernels)
    if not infos and expected != []:  # a source with no kernels (host code, __device__ data) gives none, rightly
        problems.append("the code object contains no kernels")
    for k in infos:
        if not k.kernel_descriptor_present:
            problems.append(f"kernel {k.name}: descriptor symbol {k.symbol} is missing from the symbol table")
    if expected:
        index = _KernelIndex(infos)
        for name in expected:
            # A template instantiation's mangled name comes from the translation's parse, whose types can differ
            # from HIP's (float4 is HIP_vector_type<float, 4> there): then any instantiation of the template counts.
            base = kernel_base_name(name) if name.startswith("_Z") else None
            if not index.candidates(name) and not (base and index.candidates(base)):
                problems.append(f"kernel {name} from the source has no entry in the code object metadata")
    return problems
