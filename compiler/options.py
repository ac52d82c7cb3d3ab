"""The frozen description of a build; its digest is part of every cache key."""
from __future__ import annotations

import hashlib
import json
from typing import Optional, Tuple

from .records import asdict, field, fields, record, replace
from .targets import Target

EMIT_KINDS = ("hip", "hsaco")


@record(frozen=True)
class Options:
    targets: Tuple[Target, ...]
    output: Optional[str] = field(default=None, compare=False)  # the same code wherever it goes
    emit: str = "hsaco"
    opt_level: str = "3"
    include_dirs: Tuple[str, ...] = ()
    defines: Tuple[str, ...] = ()          # "NAME" or "NAME=VALUE"
    undefines: Tuple[str, ...] = ()
    std: str = "c++17"
    code_object_version: int = 0  # 0: what the HIP runtime found loads (Toolchain.default_code_object_version)
    debug: bool = False
    extra_device_flags: Tuple[str, ...] = ()
    # The nvcc-style host+device build: host-compiler flags and relocatable device code.
    host_flags: Tuple[str, ...] = ()
    rdc: bool = False
    device_debug: bool = False
    # A CUDA name HIP lacks: "stub" (declared, a warning) or "error" (--unsupported-api=error, -Werror)
    unsupported_api: str = "stub"
    warp_size: int = 32  # a CUDA warp's lanes on a wave64 target: 32 (CUDA's) or 64 (the whole wave, --warp-size=64)
    # False for a unit that cannot name CUDA's half or bfloat16 types (pipeline.half_types): its compiles leave
    # them out of pycucc_compat.h; the user's options always have True
    half_types: bool = True
    # How the build runs, not what it produces: excluded from the cache key.
    use_cache: bool = field(default=True, compare=False)
    keep: bool = field(default=False, compare=False)
    dump_dir: Optional[str] = field(default=None, compare=False)
    verbose: bool = field(default=False, compare=False)
    dryrun: bool = field(default=False, compare=False)
    jobs: int = field(default=0, compare=False)

    def key(self) -> str:
        """Digest of everything that changes the output: the fields that take part in equality."""
        d = asdict(self)
        material = {f.name: d[f.name] for f in fields(self) if f.compare}
        return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()

    @property
    def caching(self) -> bool:
        """Whether results may come from and go to the cache: not when the intermediates are wanted."""
        return self.use_cache and not self.keep and not self.dump_dir and not self.dryrun


def with_defaults(opts: "Options", tc) -> "Options":
    """The options with what depends on the installed toolchain filled in: the code object version the HIP runtime
    found loads, when the command line names none."""
    if opts.code_object_version:
        return opts
    return replace(opts, code_object_version=tc.default_code_object_version)
