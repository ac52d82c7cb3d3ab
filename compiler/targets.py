"""AMD targets pycucc builds, and nvcc's ``sm_XX`` names mapped onto them.

The isa numbers are those of ROCm device-libs' ``oclc_isa_version_<N>.bc`` (``__oclc_ISA_version``), the mach values
are EF_AMDGPU_MACH from LLVM's ELF.h (see LLVM AMDGPUUsage, "AMDGPU ELF Header").
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Dict, Mapping, Optional, Tuple


@dataclass(frozen=True)
class Target:
    name: str            # processor, e.g. "gfx1100"
    family: str          # "RDNA3", "CDNA2", ...
    wave_size: int       # default wavefront size clang uses for this processor
    isa_version: int     # value of __oclc_ISA_version, names oclc_isa_version_<file>.bc
    min_clang: int       # first clang major that knows the processor

    @property
    def isa_file(self) -> str:
        return f"oclc_isa_version_{self.name[3:]}.bc"


TARGETS: Dict[str, Target] = {t.name: t for t in (
    Target("gfx1030", "RDNA2", 32, 10300, 12),
    Target("gfx1100", "RDNA3", 32, 11000, 16),
    Target("gfx1101", "RDNA3", 32, 11001, 16),
    Target("gfx1102", "RDNA3", 32, 11002, 16),
    Target("gfx1150", "RDNA3.5", 32, 11500, 19),
    Target("gfx1151", "RDNA3.5", 32, 11501, 19),
    Target("gfx1200", "RDNA4", 32, 12000, 19),
    Target("gfx1201", "RDNA4", 32, 12001, 19),
    Target("gfx90a", "CDNA2", 64, 9010, 13),
    Target("gfx942", "CDNA3", 64, 9402, 17),
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
    if not m or m.group(1) not in TARGETS:
        raise TargetError(f"unknown offload target '{spec}'; supported: {', '.join(TARGETS)}")
    return spec


def processor_of(target_id: str) -> str:
    return target_id.split(":", 1)[0]
