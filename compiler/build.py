"""One source file built for a goal, with the cache in front: an unchanged rebuild costs a few hashes.

The key (cache.build_key) covers pycucc's own code and data, the options, the toolchain, the source's kind, path
and text; the manifest remembers every project header the translation saw, with its digest (ccache's direct
mode), so a hit needs no parse. On a miss the pipeline runs — imported there, on the miss only: a hit loads
neither the translator nor the backend (tests/test_structure.py checks it).
"""
from __future__ import annotations

import os
import tempfile
from typing import Callable, List, Optional, Sequence, Tuple, Union

from . import includes
from .bitcode import device_lib_path, ensure_overlay
from .cache import Cache, build_key, cache_root, digest
from .diagnostics import Diagnostic
from .options import Options, with_defaults
from .sources import read_source, source_bytes
from .toolchain import Toolchain, toolchain

CommandHook = Optional[Callable[[Sequence[str]], None]]
_PRODUCT = {"hsaco": "bundle", "object": "host_object", "rdc_object": "host_object", "plain_object": "host_object",
            "preprocessed": "preprocessed", "plain_preprocessed": "preprocessed", "hip": "hip", "ptx_hip": "hip",
            "ptx_hsaco": "bundle"}
_CACHED = frozenset({"hsaco", "object", "rdc_object", "plain_object", "ptx_hsaco"})


class Built:
    """What a build of one source gave (a plain class: this module is on the cache-hit path, which should not
    pay for generating a dataclass)."""
    __slots__ = ("product", "kernels", "dependencies", "diagnostics", "cached")

    def __init__(self, product: Union[bytes, str], kernels: Tuple[str, ...] = (), dependencies: Tuple[str, ...] = (),
                 diagnostics: Optional[List[Diagnostic]] = None, cached: bool = False):
        self.product = product
        self.kernels = kernels
        self.dependencies = dependencies
        self.diagnostics = diagnostics if diagnostics is not None else []
        self.cached = cached


def build(path: str, opts: Options, output: str, *, kind: str = "cu", work: Optional[str] = None,
          on_command: CommandHook = None, tc: Optional[Toolchain] = None) -> Built:
    """Build `output` ("hsaco", "object", "preprocessed" or "hip") of the source at `path`.

    `work` is the folder for the unit's intermediates (a temporary one when None; with --keep the current
    folder, with --dump-dir that one, where the intermediates stay)."""
    goal = goal_for(kind, opts, output)
    tc = tc or toolchain()
    opts = with_defaults(opts, tc)
    text = read_source(path)
    abspath = os.path.abspath(path)
    cache = Cache(enabled=opts.caching)
    key = build_key(goal, opts, tc, kind.encode(), abspath.encode(), source_bytes(text), _where(opts))
    if goal in _CACHED:
        hit = cache.lookup_manifest(key)
        if hit and hit[0]:
            data = cache.get_object(hit[0])
            if data is not None:
                extra = hit[1]
                return Built(data, tuple(extra.get("kernels", ())), tuple(extra.get("deps", ())), cached=True)
    from . import pipeline  # the cache missed: only now the translator and the backend are loaded
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        folder = work or opts.dump_dir or (os.getcwd() if opts.keep else tmp)
        if work is not None:
            folder = os.path.join(work, digest(abspath.encode())[:12])
        os.makedirs(folder, exist_ok=True)
        unit = pipeline.Unit(path=path, text=text, opts=opts, tc=tc, work=folder, kind=kind,
                             on_command=on_command, cache=cache)
        if kind in ("cu", "ptx") and goal not in ("hip", "ptx_hip"):
            unit.device_lib = device_lib_path(tc, cache_root()) if opts.dryrun else ensure_overlay(tc, cache_root())
        pipeline.run(unit, goal)
        product = getattr(unit, _PRODUCT[goal])
        if goal in ("hip", "ptx_hip"):
            product = product.text
        seen: Tuple[List[str], List[str]] = ([], [])
        if goal in _CACHED and not opts.dryrun and cache.enabled:
            seen = _resolutions(unit, abspath, text)
    result = Built(product, unit.kernels, unit.dependencies, unit.diagnostics)
    if goal in _CACHED and not opts.dryrun:
        obj_key = cache.put_object(product)
        cache.record_manifest(key, [abspath, *result.dependencies, *seen[0]], obj_key,
                              {"kernels": list(result.kernels), "deps": list(result.dependencies)}, absent=seen[1])
    return result


def _where(opts: Options) -> bytes:
    """What the build's include search depends on beyond the options' text: the folders -I names (a relative one
    names another folder from another working folder, as do relative paths in the other flags) and the variables
    clang reads (includes.INCLUDE_VARIABLES)."""
    flags = (*opts.extra_device_flags, *opts.host_flags)
    relative = any(not os.path.isabs(d) for d in opts.include_dirs) or any(not a.startswith("-") for a in flags)
    return b"\0".join([includes.environment(), *(os.path.abspath(d).encode() for d in opts.include_dirs),
                       os.getcwd().encode() if relative else b""])


def _resolutions(unit, abspath: str, text: str) -> Tuple[List[str], List[str]]:
    """(headers found in the user's folders, places that must stay empty) of a build that was just made: its
    source, its translation and its translated headers as the compile read them (includes.record)."""
    sources = [(abspath, source_bytes(text))]
    if unit.hip is not None and unit.kind == "cu":
        sources.append((abspath, source_bytes(unit.hip.text)))
    if unit.mirror is not None:
        for mirrored, t in unit.mirror.translated.items():
            try:
                with open(mirrored, "rb") as f:
                    sources.append((t.path, f.read()))
            except OSError:
                continue
    flags = (*unit.opts.extra_device_flags, *unit.opts.host_flags)
    found, absent = includes.record(sources, unit.opts.include_dirs, flags,
                                    skip=includes.is_cuda_sdk_dir if unit.kind == "cu" else (lambda d: False))
    return [*found, *unit.host_dependencies], absent


def goal_for(kind: str, opts: Options, output: str) -> str:
    """The pipeline goal (pipeline.GOALS) that makes `output` of a source of this kind."""
    if kind == "ptx":
        return "ptx_" + output
    if kind != "cu":
        return "plain_" + output
    if output == "object" and opts.rdc:
        return "rdc_object"
    return output
