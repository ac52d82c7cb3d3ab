"""Writes the command memo that quick.py replays: after a build that wrote one object and said nothing
(cli/nvcc.py), what its replay must check, in quick.py's format. Kept apart from quick.py so that a warm hit
imports neither json nor the cache's machinery."""
from __future__ import annotations

import json
import os
from typing import Sequence

from . import quick
from .cache import Cache, cache_root, file_digest, pycucc_digest, store
from .toolfind import _stamp


def remember(argv: Sequence[str], source: str, key: str, product: bytes, deps: Sequence[str], tc,
             outputs: Sequence[str], depfiles: Sequence[Sequence[str]], read: Sequence[str] = ()) -> None:
    """Records what the command `argv` built from `source` (an object under `key`, written to each of `outputs`,
    and the `depfiles` as (path, text)), for quick.replay(); `read`: the options files its command line named,
    whose words are part of it. The dependencies and the places that must stay empty are the build key's
    manifest's, as the build recorded them (a digest taken now could be of a file changed since the build)."""
    try:
        cwd = os.getcwd()
    except OSError:
        return
    root = cache_root()
    cache = Cache(root)
    raw = cache.manifest_text(key)
    try:
        manifest = json.loads(raw) if raw is not None else None
    except ValueError:
        return
    name = Cache.object_name(product)
    if not isinstance(manifest, dict) or manifest.get("object") != name or not isinstance(manifest.get("deps"), dict) \
            or not isinstance(manifest.get("absent", []), list):
        return
    hip_header = file_digest(quick.hip_version_header(tc.hip_root))
    if hip_header is None:
        return
    entry = {"env": quick.environment(), "self": pycucc_digest(),
             "tools": quick.tools(tc.clang, tc.clang_version, tc.lld, tc.resource_dir, tc.hip_root, tc.hip_version,
                                  tc.device_lib, tc.windows, tc.identity),
             "key": key, "object": name, "source": os.path.abspath(source), "clang": tc.clang,
             "clang_stamp": _stamp(tc.clang), "clang_version": tc.clang_version, "resource_dir": tc.resource_dir,
             "hip_header": hip_header, "hip_version": ".".join(map(str, tc.hip_version)),
             "outputs": list(outputs), "absent": [a for a in manifest.get("absent", []) if isinstance(a, str)],
             "depfiles": [(p, t) for p, t in depfiles], "read": [(p, file_digest(p) or "") for p in read],
             "deps": sorted((p, d) for p, d in manifest["deps"].items() if isinstance(d, str))}
    if len(entry["deps"]) != len(manifest["deps"]):
        return  # a dependency that could not be read: the next run builds as usual
    try:
        store(quick.memo_path(root, argv, cwd), quick.encode(entry), root)
    except (OSError, ValueError):
        pass  # a read-only or full cache, or a path with a NUL: the command runs the ordinary way next time
