"""AMD processors pycucc builds for, the targets of a build, and nvcc's ``sm_XX`` names mapped onto them.

The isa numbers are those of ROCm device-libs' ``oclc_isa_version_<N>.bc`` (``__oclc_ISA_version``), the mach values
are EF_AMDGPU_MACH from LLVM's ELF.h (see LLVM AMDGPUUsage, "AMDGPU ELF Header").
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Dict, Mapping, Optional, Tuple


@dataclass(frozen=True)
class Processor:
    """A row of the processor table."""
    name: str            # e.g. "gfx1100"
    family: str          # "RDNA3", "CDNA2", ...
    wave_size: int       # default wavefront size clang uses for this processor
    isa_version: int     # value of __oclc_ISA_version, names oclc_isa_version_<file>.bc
    min_clang: int       # first clang major that knows the processor
    cuda_arch: int       # __CUDA_ARCH__ of its device passes when the user names the gfx id: the compute
                         # capability of the NVIDIA generation it stands in for (the sm map's partner)
    backend: str = "clang"  # what builds its code objects (pipeline.CODE_OBJECT_BACKENDS)

    @property
    def isa_file(self) -> str:
        return f"oclc_isa_version_{self.name[3:]}.bc"


PROCESSORS: Dict[str, Processor] = {p.name: p for p in (
    Processor("gfx1030", "RDNA2", 32, 10300, 12, 860),
    Processor("gfx1100", "RDNA3", 32, 11000, 16, 890),
    Processor("gfx1101", "RDNA3", 32, 11001, 16, 890),
    Processor("gfx1102", "RDNA3", 32, 11002, 16, 890),
    Processor("gfx1150", "RDNA3.5", 32, 11500, 19, 890),
    Processor("gfx1151", "RDNA3.5", 32, 11501, 19, 890),
    Processor("gfx1200", "RDNA4", 32, 12000, 19, 1200),
    Processor("gfx1201", "RDNA4", 32, 12001, 19, 1200),
    Processor("gfx90a", "CDNA2", 64, 9010, 13, 800),
    Processor("gfx942", "CDNA3", 64, 9402, 17, 900),
)}

DEFAULT_TARGETS: Tuple[str, ...] = ("gfx1030", "gfx1100")

# nvcc compute capability -> the AMD target that plays the same role for a user who writes -arch=sm_XX.
# Consumer parts map to RDNA, data-centre parts to CDNA. Overridable: PYCUCC_SM_MAP="sm_86=gfx1030,sm_90=gfx942".
SM_TO_GFX: Dict[str, str] = {
    "sm_50": "gfx1030", "sm_52": "gfx1030", "sm_53": "gfx1030",
    "sm_60": "gfx90a", "sm_61": "gfx1030", "sm_62": "gfx1030",
    "sm_70": "gfx90a", "sm_72": "gfx1030", "sm_75": "gfx1030",
    "sm_80": "gfx90a", "sm_86": "gfx1030", "sm_87": "gfx1030", "sm_89": "gfx1100",
    "sm_90": "gfx942", "sm_90a": "gfx942",
    "sm_100": "gfx942", "sm_100a": "gfx942", "sm_103": "gfx942", "sm_110": "gfx942",
    "sm_120": "gfx1201", "sm_120a": "gfx1201", "sm_121": "gfx1201",
}

_TARGET_ID = re.compile(r"^(gfx[0-9a-f]+)((?::(?:xnack|sramecc)[+-])*)$")


@dataclass(frozen=True)
class Target:
    """One offload target of a build: clang's target id (processor and features, ``gfx90a:xnack+``) and the
    ``__CUDA_ARCH__`` its device pass defines."""
    id: str
    cuda_arch: int

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
        return self.row.backend

    def __str__(self) -> str:
        return self.id


class TargetError(ValueError):
    pass


def sm_map(env: Optional[Mapping[str, str]] = None) -> Dict[str, str]:
    env = os.environ if env is None else env
    table = dict(SM_TO_GFX)
    spec = env.get("PYCUCC_SM_MAP", "").strip()
    for item in filter(None, (s.strip() for s in spec.split(","))):
        sm, sep, gfx = item.partition("=")
        if not sep or not sm.strip().startswith(("sm_", "compute_")):
            raise TargetError(f"PYCUCC_SM_MAP entry {item!r} is not of the form sm_XX=gfxNNNN")
        table[sm.strip().replace("compute_", "sm_")] = gfx.strip()
    return table


def resolve_target(spec: str, env: Optional[Mapping[str, str]] = None) -> str:
    """Turn a user's target spelling (gfx id with features, sm_XX, compute_XX) into a target id we build."""
    spec = spec.strip()
    if spec.startswith(("sm_", "compute_")):
        key = spec.replace("compute_", "sm_")
        table = sm_map(env)
        if key not in table:
            raise TargetError(f"no AMD target is mapped to '{spec}'; known: {', '.join(sorted(table))} "
                              f"(add one with PYCUCC_SM_MAP=\"{key}=gfxNNNN\")")
        spec = table[key]
    m = _TARGET_ID.match(spec)
    if not m or m.group(1) not in PROCESSORS:
        raise TargetError(f"unknown offload target '{spec}'; supported: {', '.join(PROCESSORS)}")
    return spec


def sm_number(spec: str) -> Optional[int]:
    """``sm_86``/``compute_86`` -> 860, nvcc's __CUDA_ARCH__ for it; None for anything else."""
    m = re.match(r"^(?:sm|compute)_(\d+)[af]?$", spec.strip())
    return int(m.group(1)) * 10 if m else None


def make_target(spec: str, env: Optional[Mapping[str, str]] = None) -> Target:
    """A target from one spelling; an sm_XX gives __CUDA_ARCH__ XX0, a gfx id its processor's value."""
    tid = resolve_target(spec, env)
    return Target(tid, sm_number(spec) or PROCESSORS[processor_of(tid)].cuda_arch)


def processor_of(target_id: str) -> str:
    return target_id.split(":", 1)[0]
