"""The mirror of a translated unit: the .cu's translation and every project header it includes, laid out as the
real tree under <work>/fs, so that every relative include (`"../include/x.h"`, a header next to its includer)
resolves inside it. Headers that use CUDA are translated there, the others copied. The mirror of each -I folder
comes before the folder itself; -ffile-prefix-map maps the mirror back, so __FILE__ and debug information name
the user's files, and clang's messages about a mirrored file are mapped back to the user's through its source map.
"""
from __future__ import annotations

import os
from typing import Dict, List, Optional, Sequence, Tuple

from . import codes
from .clang_output import Translated
from .diagnostics import Diagnostic, PycuccError, demote_header_errors
from .records import field, record
from .rules import load_rules
from .sources import read_source, source_bytes
from .translate import TranslateOptions, TranslationResult, make_hip


@record
class Mirror:
    hip_path: str                          # the translated .cu inside the mirror: what clang compiles
    fs_root: str
    include_flags: List[str]               # -iquote/-I/-ffile-prefix-map of the unit
    translated: Dict[str, Translated] = field(default_factory=dict)  # mirror path -> the user's file
    kernels: Tuple[str, ...] = ()          # the unit's and its headers'
    diagnostics: List[Diagnostic] = field(default_factory=list)     # the headers' translation warnings
    material: Tuple[bytes, ...] = ()       # what the mirrored text depends on, for cache keys
    library_probes: Tuple[str, ...] = ()   # the HIP library folders the headers' translations asked about
    names_half_types: bool = True          # a word of the half types in the source or a header (pipeline.half_types)


def _mirror_path(fs_root: str, path: str) -> str:
    drive, rest = os.path.splitdrive(os.path.abspath(path))
    return os.path.join(fs_root, drive.replace(":", ""), rest.lstrip("\\/"))


def include_flags(fs_root: str, source: str, include_dirs: Sequence[str]) -> List[str]:
    """Include paths of a mirrored unit: the source's own folder for quoted includes, each -I folder after its
    mirror (so translated headers win), and one prefix map from the mirror back to the real tree."""
    argv = ["-iquote", os.path.dirname(os.path.abspath(source)), f"-ffile-prefix-map={fs_root}="]
    for d in include_dirs:
        argv += [f"-I{_mirror_path(fs_root, d)}", f"-I{os.path.abspath(d)}"]
    return argv


def _write(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(source_bytes(text))


def make_mirror(path: str, text: str, hip: TranslationResult, topts: TranslateOptions, include_dirs: Sequence[str],
                work: str) -> Mirror:
    """Write the unit's mirror under `work`; raises PycuccError when a header cannot be translated."""
    fs_root = os.path.join(os.path.abspath(work), "fs")
    uses_cuda = load_rules().pattern("uses_cuda")
    half_words = load_rules().pattern("half_types")
    mirror = Mirror(_mirror_path(fs_root, path), fs_root, include_flags(fs_root, path, include_dirs),
                    kernels=tuple(hip.kernels))
    material: List[bytes] = []
    mirror.names_half_types = bool(half_words.search(text))
    for dep in hip.dependencies:
        target = _mirror_path(fs_root, dep)
        htext = read_source(dep)
        mirror.names_half_types = mirror.names_half_types or bool(half_words.search(htext))
        result: Optional[TranslationResult] = None
        if dep.endswith(".cuh") or uses_cuda.search(htext):
            result = make_hip(htext, dep, topts)
            # Whether a header parses on its own is not the unit's business: its compile reports real problems.
            diags = [d for d in demote_header_errors(result.diagnostics) if d.code != codes.PARSE_SKIPPED]
            if any(d.is_error for d in diags):
                raise PycuccError(list(hip.diagnostics) + diags)
            mirror.diagnostics += [d for d in diags if d.code != codes.SOURCE_ERROR and d not in mirror.diagnostics]
            mirror.kernels += tuple(k for k in result.kernels if k not in mirror.kernels)
            mirror.library_probes += tuple(p for p in result.library_probes if p not in mirror.library_probes)
        out = result.text if result is not None else htext
        _write(target, out)
        if result is not None:
            mirror.translated[target] = Translated(dep, htext, result.source_map)
        material.append(source_bytes(f"{dep}\0{out}"))
    _write(mirror.hip_path, hip.text)
    mirror.translated[mirror.hip_path] = Translated(path, text, hip.source_map)
    material.append(source_bytes(f"{path}\0{hip.text}"))
    material.append("\0".join(os.path.abspath(d) for d in include_dirs).encode())
    mirror.material = tuple(sorted(material))
    return mirror
