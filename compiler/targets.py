"""AMD processors pycucc builds for, the targets of a build, and nvcc's ``sm_XX`` names mapped onto them.

The processor table below is the one source of what pycucc offers: target resolution, ``-arch=all``/``all-major``,
the bitcode overlay, the backends, ``pycucc doctor`` and docs/targets.md (``python -m pycucc.targets``) read it.
Its facts were measured here (tests/test_targets.py checks them against the compilers again): the wave size and
the target-id features from the e_flags and metadata of real code objects, the LDS limit from the limit LLVM
enforces ("local memory (N) exceeds limit (M)"), which processors each backend knows from
``clang++-19 -mcpu=help`` and llvmlite's ``-mcpu=help``. The isa numbers are ROCm device-libs'
``__oclc_ISA_version`` (oclc_isa_version_<N>.bc); EF_AMDGPU_MACH values and LLVM's generic families are in
pycucc.runtime.isa, which the loader shares.
"""
from __future__ import annotations

import os
import re
import sys
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from pycucc.runtime.isa import GENERIC_MEMBERS, generic_of, is_generic

from . import codes
from .diagnostics import Diagnostic, note
from .records import record

BACKENDS = ("clang", "llvmlite")
# Which HIP runtimes load a generic target's code object (v6): AMD's own libraries adopted generic targets with
# ROCm 6.4 (composable_kernel waited for 6.4.1); not verifiable on this machine. Debian's HIP 5.2 loads only v4.
V6_RUNTIMES = "ROCm >= 6.4 (Linux) or a HIP SDK / Adrenalin driver of that generation (Windows)"


@record(frozen=True)
class Processor:
    """A row of the processor table."""
    name: str                    # e.g. "gfx1100"
    family: str                  # "RDNA3", "CDNA2", ...
    wave_size: int               # default wavefront size of its code
    lds_kib: int                 # local data share (__shared__) a workgroup may use
    isa_version: int             # value of __oclc_ISA_version, names oclc_isa_version_<file>.bc
    cuda_arch: int               # __CUDA_ARCH__ of its device passes when the user names the gfx id: the compute
                                 # capability of the NVIDIA generation it stands in for (the sm map's partner)
    backend: str = "clang"       # what builds its code objects (pipeline.CODE_OBJECT_BACKENDS)
    stand_in: str = ""           # llvmlite rows: the processor of the same family clang-19 emits bitcode for
    features: Tuple[str, ...] = ()  # the target-id features it takes (gfx90a:xnack+)
    llvm22: bool = True          # llvmlite's LLVM 22 knows it (LLVM 21 dropped gfx940 and gfx941)
    retired: bool = False        # pre-production parts: built when named, left out of -arch=all
    examples: str = ""           # products that have it

    @property
    def isa_file(self) -> str:
        return f"oclc_isa_version_{self.name[3:]}.bc"

    @property
    def is_generic(self) -> bool:
        return is_generic(self.name)

    @property
    def generic(self) -> Optional[str]:
        """The generic target whose code also runs here (gfx11-generic for gfx1103)."""
        return generic_of(self.name)

    @property
    def backends(self) -> Tuple[str, ...]:
        """Every backend that can build it, its own first (clang-19 knows every clang row; LLVM 22 all but two)."""
        if self.backend == "llvmlite":
            return ("llvmlite",)
        return ("clang", "llvmlite") if self.llvm22 else ("clang",)

    @property
    def lds_bytes(self) -> int:
        return self.lds_kib * 1024


def _rows(family: str, wave: int, lds: int, cuda_arch: int, *rows, **common) -> List[Processor]:
    return [Processor(name, family, wave, lds, isa, cuda_arch, **{**common, **extra}) for name, isa, extra in rows]


_X = ("xnack",)
_XS = ("sramecc", "xnack")
PROCESSORS: Dict[str, Processor] = {p.name: p for p in [
    # RDNA: wave32, 64 KiB of LDS
    *_rows("RDNA1", 32, 64, 750,
           ("gfx1010", 10100, dict(examples="Radeon RX 5700 (XT)")), ("gfx1011", 10101, dict(examples="Radeon Pro V520")),
           ("gfx1012", 10102, dict(examples="Radeon RX 5500 (XT)")), ("gfx1013", 10103, {}), features=_X),
    *_rows("RDNA2", 32, 64, 860,
           ("gfx1030", 10300, dict(examples="Radeon RX 6800/6900 (XT)")),
           ("gfx1031", 10301, dict(examples="Radeon RX 6700 (XT)")),
           ("gfx1032", 10302, dict(examples="Radeon RX 6600 (XT)")), ("gfx1033", 10303, dict(examples="Van Gogh APU")),
           ("gfx1034", 10304, dict(examples="Radeon RX 6500 XT")),
           ("gfx1035", 10305, dict(examples="Rembrandt APU (Radeon 680M)")),
           ("gfx1036", 10306, dict(examples="Ryzen 7000 integrated graphics"))),
    *_rows("RDNA3", 32, 64, 890,
           ("gfx1100", 11000, dict(examples="Radeon RX 7900 XT/XTX")),
           ("gfx1101", 11001, dict(examples="Radeon RX 7700/7800 XT")),
           ("gfx1102", 11002, dict(examples="Radeon RX 7600")),
           ("gfx1103", 11003, dict(examples="Phoenix APU (Radeon 780M)"))),
    *_rows("RDNA3.5", 32, 64, 890,
           ("gfx1150", 11500, dict(examples="Strix Point APU (Radeon 890M)")),
           ("gfx1151", 11501, dict(examples="Strix Halo APU (Radeon 8060S)")),
           ("gfx1152", 11502, dict(examples="Krackan Point APU (Radeon 860M)")),
           ("gfx1153", 11503, dict(backend="llvmlite", stand_in="gfx1152"))),
    *_rows("RDNA4", 32, 64, 1200,
           ("gfx1200", 12000, dict(examples="Radeon RX 9060 (XT)")),
           ("gfx1201", 12001, dict(examples="Radeon RX 9070 (XT)"))),
    # GCN5 and CDNA: wave64
    *_rows("GCN5", 64, 64, 600, ("gfx900", 9000, dict(examples="Radeon RX Vega 56/64, Instinct MI25")),
           features=_X),
    *_rows("GCN5.1", 64, 64, 700, ("gfx906", 9006, dict(examples="Radeon VII, Instinct MI50/MI60")), features=_XS),
    *_rows("CDNA1", 64, 64, 800, ("gfx908", 9008, dict(examples="Instinct MI100")), features=_XS),
    *_rows("CDNA2", 64, 64, 800, ("gfx90a", 9010, dict(examples="Instinct MI210/MI250(X)")), features=_XS),
    *_rows("CDNA3", 64, 64, 900,
           ("gfx940", 9400, dict(retired=True, llvm22=False, examples="pre-production MI300")),
           ("gfx941", 9401, dict(retired=True, llvm22=False, examples="pre-production MI300")),
           ("gfx942", 9402, dict(examples="Instinct MI300A/MI300X/MI325X")), features=_XS),
    *_rows("CDNA4", 64, 160, 1000,
           ("gfx950", 9500, dict(backend="llvmlite", stand_in="gfx942", examples="Instinct MI350X/MI355X")),
           features=_XS),
    # gfx12.5 (the Instinct MI400 generation): wave32, 320 KiB of LDS
    *_rows("CDNA5", 32, 320, 1000,
           ("gfx1250", 12500, dict(examples="Instinct MI455X")), ("gfx1251", 12501, {}),
           backend="llvmlite", stand_in="gfx1201", features=_XS),
    # LLVM's generic targets: one code object for a whole family (code object v6); __oclc_ISA_version is that of
    # the family's first processor, the conservative choice for ROCm 5.2's coarse comparisons
    *_rows("GCN5", 64, 64, 600, ("gfx9-generic", 9000, {}), features=_X),
    *_rows("CDNA3", 64, 64, 900, ("gfx9-4-generic", 9400, {}), backend="llvmlite", stand_in="gfx942", features=_XS),
    *_rows("RDNA1", 32, 64, 750, ("gfx10-1-generic", 10100, {}), features=_X),
    *_rows("RDNA2", 32, 64, 860, ("gfx10-3-generic", 10300, {})),
    *_rows("RDNA3", 32, 64, 890, ("gfx11-generic", 11000, {})),
    *_rows("RDNA4", 32, 64, 1200, ("gfx12-generic", 12000, {})),
]}

DEFAULT_TARGETS: Tuple[str, ...] = ("gfx1030", "gfx1100")

# nvcc's -arch=all: every processor in the table (each gets code made for it), retired and generic ones aside.
ALL_TARGETS: Tuple[str, ...] = tuple(p.name for p in PROCESSORS.values() if not p.is_generic and not p.retired)
# -arch=all-major: one code object per family, as nvcc's is one per major architecture: the generic targets, and
# the processors that belong to no generic family this toolchain builds (gfx908, gfx90a, gfx1250, gfx1251).
ALL_MAJOR_TARGETS: Tuple[str, ...] = tuple(
    p.name for p in PROCESSORS.values()
    if not p.retired and (p.is_generic or not (p.generic and p.generic in PROCESSORS)))

# nvcc compute capability -> the AMD target that plays the same role for a user who writes -arch=sm_XX.
# Consumer parts map to RDNA, data-centre parts to CDNA, integrated parts to APUs of their generation.
# Overridable: PYCUCC_SM_MAP="sm_86=gfx1030,sm_90=gfx942".
SM_TO_GFX: Dict[str, str] = {
    "sm_50": "gfx1030", "sm_52": "gfx1030", "sm_53": "gfx1030",
    "sm_60": "gfx90a", "sm_61": "gfx1030", "sm_62": "gfx1030",
    "sm_70": "gfx90a", "sm_72": "gfx1030", "sm_75": "gfx1030",
    "sm_80": "gfx90a", "sm_86": "gfx1030", "sm_87": "gfx1035", "sm_88": "gfx1030", "sm_89": "gfx1100",
    "sm_90": "gfx942", "sm_90a": "gfx942",
    # CUDA 12.9's family-specific targets (the f suffix) and sm_101, which CUDA 13 renamed sm_110
    "sm_100": "gfx950", "sm_100a": "gfx950", "sm_100f": "gfx950", "sm_101": "gfx950", "sm_101a": "gfx950",
    "sm_101f": "gfx950", "sm_103": "gfx950", "sm_103a": "gfx950", "sm_103f": "gfx950", "sm_110": "gfx950",
    "sm_110a": "gfx950", "sm_110f": "gfx950",
    "sm_120": "gfx1201", "sm_120a": "gfx1201", "sm_120f": "gfx1201", "sm_121": "gfx1151", "sm_121a": "gfx1151",
    "sm_121f": "gfx1151",
}

def mapped_sm_numbers() -> List[int]:
    """The compute capabilities (86 for sm_86) SM_TO_GFX maps, suffixed forms (sm_90a, sm_100f) aside, lowest first."""
    return sorted({int(sm[3:]) for sm in SM_TO_GFX if sm[3:].isdigit()})


_TARGET_ID = re.compile(r"^(gfx[0-9a-z-]+?)((?::[a-z]+[+-]?)*)$")


@record(frozen=True)
class Target:
    """One offload target of a build: clang's target id (processor and features, ``gfx90a:xnack+``), the
    ``__CUDA_ARCH__`` its device pass defines, and the backend that builds it when not its row's (PYCUCC_BACKEND)."""
    id: str
    cuda_arch: int
    via: str = ""

    @property
    def processor(self) -> str:
        return processor_of(self.id)

    @property
    def row(self) -> Processor:
        return PROCESSORS[self.processor]

    @property
    def wave_size(self) -> int:
        return self.row.wave_size

    @property
    def backend(self) -> str:
        return self.via or self.row.backend

    @property
    def features(self) -> Tuple[str, ...]:
        return tuple(self.id.split(":")[1:])

    @property
    def clang_id(self) -> str:
        """What clang-19 compiles this target's device code for: the target itself, or (llvmlite) the stand-in
        processor of its row with the features that one takes; llvmlite then retargets the bitcode."""
        if self.backend == "clang":
            return self.id
        stand_in = PROCESSORS[self.row.stand_in or self.processor]
        kept = [f for f in self.features if f[:-1] in stand_in.features]
        return ":".join([stand_in.name, *kept])

    def __str__(self) -> str:
        return self.id


class TargetError(ValueError):
    """A target spelling pycucc cannot build: ``code`` is its diagnostic id, ``hint`` what to do instead."""

    def __init__(self, message: str, code: str = codes.UNKNOWN_TARGET, hint: Optional[str] = None):
        super().__init__(message)
        self.code, self.hint = code, hint


def sm_map(env: Optional[Mapping[str, str]] = None) -> Dict[str, str]:
    env = os.environ if env is None else env
    table = dict(SM_TO_GFX)
    spec = env.get("PYCUCC_SM_MAP", "").strip()
    for item in filter(None, (s.strip() for s in spec.split(","))):
        sm, sep, gfx = item.partition("=")
        if not sep or not sm.strip().startswith(("sm_", "compute_")):
            raise TargetError(f"PYCUCC_SM_MAP entry {item!r} is not of the form sm_XX=gfxNNNN",
                              hint='write it as PYCUCC_SM_MAP="sm_86=gfx1031,sm_90=gfx942"')
        table[sm.strip().replace("compute_", "sm_")] = gfx.strip()
    return table


def backend_overrides(env: Optional[Mapping[str, str]] = None) -> Dict[str, str]:
    """PYCUCC_BACKEND: ``llvmlite`` (every target that backend can build), or ``gfx1152=llvmlite,gfx950=clang``;
    processor -> backend, "" for the bare form."""
    env = os.environ if env is None else env
    out: Dict[str, str] = {}
    for item in filter(None, (s.strip() for s in env.get("PYCUCC_BACKEND", "").split(","))):
        proc, sep, name = item.rpartition("=")
        if name not in BACKENDS or (sep and proc not in PROCESSORS):
            raise TargetError(f"PYCUCC_BACKEND entry {item!r} names no backend and processor pycucc knows",
                              code=codes.BACKEND_UNAVAILABLE,
                              hint=f"backends: {', '.join(BACKENDS)}; e.g. PYCUCC_BACKEND=gfx1152=llvmlite")
        out[proc] = name
    return out


def resolve_target(spec: str, env: Optional[Mapping[str, str]] = None) -> str:
    """Turn a user's target spelling (gfx id with features, sm_XX, compute_XX) into a target id we build."""
    spec = spec.strip()
    # lto_XX: nvcc's LTO-IR of compute_XX (-gencode arch=compute_XX,code=lto_XX; CUDA 12's nvcc documentation,
    # "--gpu-code"), the same architecture
    if spec.startswith(("sm_", "compute_", "lto_")):
        key = re.sub(r"^(?:compute|lto)_", "sm_", spec)
        table = sm_map(env)
        if key not in table:
            raise TargetError(f"no AMD target is mapped to '{spec}'; known: {', '.join(sorted(table))}",
                              hint=f"add one with PYCUCC_SM_MAP=\"{key}=gfxNNNN\", or name the AMD target")
        spec = table[key]
    m = _TARGET_ID.match(spec)
    row = PROCESSORS.get(m.group(1)) if m else None
    if row is None:
        raise TargetError(f"unknown offload target '{spec}'; supported: {', '.join(PROCESSORS)}",
                          hint="`pycucc doctor` lists the targets and what builds them; docs/targets.md the products")
    seen = set()
    for feat in filter(None, m.group(2).split(":")):
        name = feat[:-1] if feat[-1:] in "+-" else feat
        if feat[-1:] not in ("+", "-") or name in seen:
            raise TargetError(f"'{spec}': feature '{feat}' must be written once, as {name}+ or {name}-",
                              code=codes.UNSUPPORTED_TARGET_FEATURE, hint=f"e.g. --offload-arch=gfx90a:{name}+")
        if name not in row.features:
            takes = ", ".join(f"{f}+/-" for f in row.features) or "none"
            raise TargetError(f"'{spec}': {row.name} has no '{name}' feature (the features it takes: {takes})",
                              code=codes.UNSUPPORTED_TARGET_FEATURE,
                              hint=f"drop ':{feat}' (code built without it runs with either setting)")
        seen.add(name)
    return spec


def sm_number(spec: str) -> Optional[int]:
    """``sm_86``/``compute_86``/``lto_86`` -> 860, nvcc's __CUDA_ARCH__ for it; None for anything else."""
    m = re.match(r"^(?:sm|compute|lto)_(\d+)[af]?$", spec.strip())
    return int(m.group(1)) * 10 if m else None


def make_target(spec: str, env: Optional[Mapping[str, str]] = None) -> Target:
    """A target from one spelling; an sm_XX gives __CUDA_ARCH__ XX0, a gfx id its processor's value; the backend
    is its row's unless PYCUCC_BACKEND says otherwise (and that backend can build it)."""
    tid = resolve_target(spec, env)
    row = PROCESSORS[processor_of(tid)]
    overrides = backend_overrides(env)
    via = overrides.get(row.name) or overrides.get("", "")
    if via and via not in row.backends:
        if row.name not in overrides:
            via = ""  # the bare form applies to the targets that backend can build
        else:
            raise TargetError(f"PYCUCC_BACKEND asks {via} to build {row.name}, which it cannot (built by: "
                              f"{', '.join(row.backends)})", code=codes.BACKEND_UNAVAILABLE,
                              hint=f"drop {row.name}={via} from PYCUCC_BACKEND")
    return Target(tid, sm_number(spec) or row.cuda_arch, "" if via == row.backend else via)


def processor_of(target_id: str) -> str:
    return target_id.split(":", 1)[0]


def code_object_version(target: Target, requested: int) -> int:
    """The code object version a target is built as: the one asked for (--code-object-version), or 6 for LLVM's
    generic targets, which clang and LLVM build only as v6."""
    return max(requested, 6) if target.row.is_generic else requested


def command_code_object_version(targets: Sequence[Target], requested: int) -> int:
    """One clang command for several targets (-rdc, the device link) takes one version: the highest they need."""
    return max([code_object_version(t, requested) for t in targets] or [requested])


def code_object_notes(targets: Sequence[Target], requested: int) -> List[Diagnostic]:
    """What -v says about versions pycucc chose itself: a note per generic target built as code object v6."""
    return [note(codes.GENERIC_CODE_OBJECT_V6,
                 f"{t.id} is built as code object v6 (LLVM's generic targets exist only from v6; asked for "
                 f"v{requested}); the HIP runtimes that load it: {V6_RUNTIMES}; Debian's HIP 5.2 does not",
                 hint=f"its code runs on {', '.join(_members(t.processor))}")
            for t in targets if code_object_version(t, requested) != requested]


def _members(generic: str) -> Tuple[str, ...]:
    return GENERIC_MEMBERS.get(generic, ())


# --------------------------------------------------------------------------------------------- documentation
def render_markdown() -> str:
    """docs/targets.md: the table as users read it (tests/test_targets.py fails when the file is stale)."""
    out = ["# AMD targets", "",
           "Generated from the processor table in `compiler/targets.py` by `python -m pycucc.targets` "
           "(`make docs`); do not edit by hand.", "",
           "Backends: `clang` is the system clang-19; `llvmlite` is LLVM 22.1 through llvmlite for processors "
           "clang-19 does not know: clang-19 compiles the translated source with the device libraries for the "
           "*stand-in* (a processor of the same family and wave size), llvmlite retargets that bitcode to the real "
           "processor, optimises it and emits the object, lld links it. `PYCUCC_BACKEND=gfx1152=llvmlite` "
           "picks the other backend where both can build a processor. Generic targets are code object v6, loaded by "
           f"{V6_RUNTIMES}.", "",
           "| target | family | wave | LDS | backends (**default**) | stand-in | `__CUDA_ARCH__` | features | "
           "generic target | examples |", "|---|---|---|---|---|---|---|---|---|---|"]
    for p in PROCESSORS.values():
        notes = []
        if p.retired:
            notes.append("retired: only when named")
        if p.is_generic:
            notes.append("runs on " + ", ".join(_members(p.name)))
        backends = ", ".join(f"**{b}**" if b == p.backend else b for b in p.backends)
        out.append(f"| {p.name} | {p.family} | {p.wave_size} | {p.lds_kib} KiB | {backends} | "
                   f"{p.stand_in or '-'} | {p.cuda_arch} | {', '.join(p.features) or '-'} | "
                   f"{p.generic or ('-' if not p.is_generic else '(is one)')} | "
                   f"{'; '.join(filter(None, [p.examples, *notes])) or '-'} |")
    out += ["", "## What `-arch=all`, `all-major` and `native` build", "",
            f"* `all` (also `CMAKE_CUDA_ARCHITECTURES=all`): every processor above that is neither generic nor "
            f"retired, each with code made for it ({len(ALL_TARGETS)} targets): {', '.join(ALL_TARGETS)}.",
            f"* `all-major`: one code object per family, as nvcc's is one per major version: the generic targets "
            f"and the processors outside any generic family ({len(ALL_MAJOR_TARGETS)} targets): "
            f"{', '.join(ALL_MAJOR_TARGETS)}. Needs a runtime that loads code object v6.",
            "* `native`: the GPUs of this machine as LLVM's amdgpu-arch reports them.", "",
            "## nvcc's `sm_XX` names", "", "| sm | AMD target |", "|---|---|"]
    out += [f"| {sm} | {gfx} |" for sm, gfx in SM_TO_GFX.items()]
    return "\n".join(out) + "\n"


def _main(argv: Sequence[str]) -> int:
    text = render_markdown()
    if len(argv) == 2 and argv[0] == "-o":
        with open(argv[1], "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
