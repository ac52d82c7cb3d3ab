"""What a loader must know about AMD processors: the EF_AMDGPU_MACH value each one's code objects carry, and LLVM's
generic targets (one code object for a family of processors) with the processors each one runs on; and the name
pycucc's second backend signs its code objects with.

Data only, and light: the code-object reader, the runtime's entry selection and the compiler's processor table
(pycucc.targets) all take these facts from here.
"""
from __future__ import annotations

from typing import Dict, Optional, Tuple

__all__ = ["MACH", "GENERIC_MEMBERS", "GENERIC_VERSION_SHIFT", "LLVMLITE_PRODUCER", "generic_of", "is_generic"]

# How pycucc's llvmlite backend names itself in a code object's .comment: its child process writes it, the
# code-object reader (TargetInfo.backend) and `pycucc inspect` read it.
LLVMLITE_PRODUCER = "pycucc llvmlite backend"

# EF_AMDGPU_MACH values (the low byte of e_flags). Every processor LLVM 19 knows was checked against the e_flags
# llvm-mc-19 writes (tests/test_codeobj.py); gfx950, gfx1153, gfx1250, gfx1251 and gfx9-4-generic against the
# objects llvmlite's LLVM 22.1 writes (tests/test_targets.py), and with LLVM's AMDGPUUsage table and ELF.h.
# gfx12-5-generic (0x5b) is LLVM's, newer than LLVM 22.1: known here so that such an object is named, not built.
MACH: Dict[str, int] = {
    "gfx600": 0x20, "gfx601": 0x21, "gfx602": 0x3A,
    "gfx700": 0x22, "gfx701": 0x23, "gfx702": 0x24, "gfx703": 0x25, "gfx704": 0x26, "gfx705": 0x3B,
    "gfx801": 0x28, "gfx802": 0x29, "gfx803": 0x2A, "gfx805": 0x3C, "gfx810": 0x2B,
    "gfx900": 0x2C, "gfx902": 0x2D, "gfx904": 0x2E, "gfx906": 0x2F, "gfx908": 0x30, "gfx909": 0x31,
    "gfx90a": 0x3F, "gfx90c": 0x32, "gfx940": 0x40, "gfx941": 0x4B, "gfx942": 0x4C, "gfx950": 0x4F,
    "gfx1010": 0x33, "gfx1011": 0x34, "gfx1012": 0x35, "gfx1013": 0x42,
    "gfx1030": 0x36, "gfx1031": 0x37, "gfx1032": 0x38, "gfx1033": 0x39, "gfx1034": 0x3E, "gfx1035": 0x3D,
    "gfx1036": 0x45,
    "gfx1100": 0x41, "gfx1101": 0x46, "gfx1102": 0x47, "gfx1103": 0x44,
    "gfx1150": 0x43, "gfx1151": 0x4A, "gfx1152": 0x55, "gfx1153": 0x58,
    "gfx1200": 0x48, "gfx1201": 0x4E, "gfx1250": 0x49, "gfx1251": 0x5A,
    "gfx9-generic": 0x51, "gfx9-4-generic": 0x5F, "gfx10-1-generic": 0x52, "gfx10-3-generic": 0x53,
    "gfx11-generic": 0x54, "gfx12-generic": 0x59, "gfx12-5-generic": 0x5B,
}

# LLVM's generic processors and the processors their code runs on (AMDGPUUsage, "AMDGPU Generic Processors").
# gfx908 and gfx90a belong to none (their matrix and packed instructions differ from every other gfx9).
GENERIC_MEMBERS: Dict[str, Tuple[str, ...]] = {
    "gfx9-generic": ("gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"),
    "gfx9-4-generic": ("gfx940", "gfx941", "gfx942", "gfx950"),
    "gfx10-1-generic": ("gfx1010", "gfx1011", "gfx1012", "gfx1013"),
    "gfx10-3-generic": ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036"),
    "gfx11-generic": ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153"),
    "gfx12-generic": ("gfx1200", "gfx1201"),
    "gfx12-5-generic": ("gfx1250", "gfx1251"),
}
_GENERIC_OF = {member: generic for generic, members in GENERIC_MEMBERS.items() for member in members}

# A generic code object (code object v6) carries its generic version in the high byte of e_flags
# (EF_AMDGPU_GENERIC_VERSION); a loader runs it on a member whose support began at that version or earlier. Every
# member listed above joined its family at version 1, the only version LLVM 22.1 writes.
GENERIC_VERSION_SHIFT = 24


def generic_of(processor: str) -> Optional[str]:
    """The generic target whose code runs on ``processor`` (``gfx1103`` -> ``gfx11-generic``), or None."""
    return _GENERIC_OF.get(processor)


def is_generic(processor: str) -> bool:
    return processor in GENERIC_MEMBERS
