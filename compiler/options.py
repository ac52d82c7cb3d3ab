"""One frozen description of a build; its hash is part of every cache key."""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Optional, Tuple

EMIT_KINDS = ("hip", "hsaco")


@dataclass(frozen=True)
class Options:
    targets: Tuple[str, ...]
    output: Optional[str] = None
    emit: str = "hsaco"
    opt_level: str = "3"
    include_dirs: Tuple[str, ...] = ()
    defines: Tuple[str, ...] = ()          # "NAME" or "NAME=VALUE"
    undefines: Tuple[str, ...] = ()
    std: str = "c++17"
    code_object_version: int = 5
    debug: bool = False
    extra_device_flags: Tuple[str, ...] = ()
    # The nvcc-style host+device build (host.py): host-compiler flags, relocatable device code, and the
    # __CUDA_ARCH__ value of each target's device pass.
    host_flags: Tuple[str, ...] = ()
    rdc: bool = False
    cuda_arch: Tuple[Tuple[str, int], ...] = ()
    device_debug: bool = False
    # How the build runs, not what it produces: excluded from the cache key.
    use_cache: bool = field(default=True, compare=False)
    keep: bool = field(default=False, compare=False)
    dump_dir: Optional[str] = field(default=None, compare=False)
    verbose: bool = field(default=False, compare=False)
    dryrun: bool = field(default=False, compare=False)
    jobs: int = field(default=0, compare=False)

    def key(self) -> str:
        """Digest of everything that changes the output (output path excluded: same code wherever it goes)."""
        d = asdict(self)
        for k in ("output", "use_cache", "keep", "dump_dir", "verbose", "dryrun", "jobs"):
            d.pop(k)
        return hashlib.sha256(json.dumps(d, sort_keys=True).encode()).hexdigest()
