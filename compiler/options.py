"""Frozen descriptions of a build and of a translation; their digests are part of every cache key."""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, fields
from typing import Optional, Tuple

from .targets import Target

EMIT_KINDS = ("hip", "hsaco")
LAUNCH_SYNTAXES = ("chevron", "ggl")


def pch_allowed(std: str) -> bool:
    """Whether clang may use a precompiled prelude for this -std. C++20 and later check ODR across a PCH like
    across modules, and the HIP headers' host/device overloads of max, min and operator new then count as
    "different definitions" (seen with clang-19), so there is no prelude there."""
    return not std.replace("gnu", "c").startswith(("c++2", "c++3"))


def std_of(argv) -> str:
    """The -std= a command line ends up with (the last one wins, as in clang)."""
    return next((a.split("=", 1)[1] for a in reversed(list(argv)) if a.startswith("-std=")), "c++17")


@dataclass(frozen=True)
class TranslateOptions:
    """How a CUDA source is translated: the parse's -I/-D/-U/-std (for a build, with nvcc's host-pass macros,
    pipeline.translate_options) and hipify-clang's choices."""
    include_dirs: Tuple[str, ...] = ()
    defines: Tuple[str, ...] = ()          # "NAME" or "NAME=VALUE"
    undefines: Tuple[str, ...] = ()
    std: str = "c++17"
    launch_syntax: str = "chevron"         # "ggl": k<<<...>>>(...) -> hipLaunchKernelGGL(...)
    host_warp_size: bool = True            # host reads of warpSize -> a query of the current device
    hip_version: Optional[Tuple[int, ...]] = None  # when known, rules newer than it (hip_since) warn
    # The CUDA libraries: `roc` translates to rocBLAS/rocFFT/rocSPARSE/rocRAND/rocSOLVER (the rules' roc=
    # names) instead of the hip* wrappers; library_versions are the HIP libraries' versions the translation
    # targets, (("hipblas", (5, 5)), ...): rules newer than their library's version (hip_since) warn.
    roc: bool = False
    library_versions: Tuple[Tuple[str, Tuple[int, ...]], ...] = ()

    def __post_init__(self):
        if self.launch_syntax not in LAUNCH_SYNTAXES:
            raise ValueError(f"launch_syntax must be one of {LAUNCH_SYNTAXES}, not {self.launch_syntax!r}")
        if isinstance(self.roc, str):  # from a golden file's `// OPTIONS: roc=true`
            object.__setattr__(self, "roc", self.roc.lower() in ("1", "true", "yes"))
        if isinstance(self.library_versions, str):  # `library_versions=hipblas:5.5 hipfft:6.1`
            pairs = [item.split(":") for item in self.library_versions.split()]
            object.__setattr__(self, "library_versions", tuple(
                (lib, tuple(int(x) for x in ver.split("."))) for lib, ver in pairs))


@dataclass(frozen=True)
class Options:
    targets: Tuple[Target, ...]
    output: Optional[str] = field(default=None, compare=False)  # the same code wherever it goes
    emit: str = "hsaco"
    opt_level: str = "3"
    include_dirs: Tuple[str, ...] = ()
    defines: Tuple[str, ...] = ()          # "NAME" or "NAME=VALUE"
    undefines: Tuple[str, ...] = ()
    std: str = "c++17"
    code_object_version: int = 5
    debug: bool = False
    extra_device_flags: Tuple[str, ...] = ()
    # The nvcc-style host+device build: host-compiler flags and relocatable device code.
    host_flags: Tuple[str, ...] = ()
    rdc: bool = False
    device_debug: bool = False
    # How the build runs, not what it produces: excluded from the cache key.
    use_cache: bool = field(default=True, compare=False)
    keep: bool = field(default=False, compare=False)
    dump_dir: Optional[str] = field(default=None, compare=False)
    verbose: bool = field(default=False, compare=False)
    dryrun: bool = field(default=False, compare=False)
    jobs: int = field(default=0, compare=False)
    compile_timeout: Optional[float] = field(default=None, compare=False)  # seconds per clang run

    def key(self) -> str:
        """Digest of everything that changes the output: the fields that take part in equality."""
        d = asdict(self)
        material = {f.name: d[f.name] for f in fields(self) if f.compare}
        return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()

    @property
    def caching(self) -> bool:
        """Whether results may come from and go to the cache: not when the intermediates are wanted."""
        return self.use_cache and not self.keep and not self.dump_dir and not self.dryrun
