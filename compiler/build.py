"""One source file built for a goal, with the cache in front: an unchanged rebuild costs a few hashes.

The key (cache.build_key) covers pycucc's own code and data, the options, the toolchain, the source's kind, path
and text; the manifest remembers every project header the translation saw, with its digest (ccache's direct
mode), so a hit needs no parse. On a miss the pipeline runs — imported there, on the miss only: a hit loads
neither the translator nor the backend (tests/test_structure.py checks it).
"""
from __future__ import annotations

import errno
import json
import os
import tempfile
from typing import TYPE_CHECKING, List, Optional, Tuple, Union

from . import codes, includes
from .bitcode import device_lib_path, ensure_overlay
from .cache import Cache, build_key, cache_root, digest
from .diagnostics import Diagnostic, PycuccError, Severity, error
from .options import Options, with_defaults
from .sources import read_source, source_bytes
from .toolchain import Toolchain, library_resolution, library_search_dirs, toolchain
from .writing import Root

if TYPE_CHECKING:
    from .toolchain import CommandHook

_PRODUCT = {"hsaco": "bundle", "object": "host_object", "rdc_object": "host_object", "plain_object": "host_object",
            "preprocessed": "preprocessed", "plain_preprocessed": "preprocessed", "hip": "hip", "ptx_hip": "hip",
            "ptx_hsaco": "bundle"}
_CACHED = frozenset({"hsaco", "object", "rdc_object", "plain_object", "ptx_hsaco"})


class Built:
    """What a build of one source gave (a plain class: this module is on the cache-hit path, which should not
    pay for generating a dataclass)."""
    __slots__ = ("product", "kernels", "dependencies", "diagnostics", "cached", "key", "cache_state")

    def __init__(self, product: Union[bytes, str], kernels: Tuple[str, ...] = (), dependencies: Tuple[str, ...] = (),
                 diagnostics: Optional[List[Diagnostic]] = None, cached: bool = False, key: str = "",
                 cache_state: str = ""):
        self.product = product
        self.kernels = kernels
        self.dependencies = dependencies
        self.diagnostics = diagnostics if diagnostics is not None else []
        self.cached = cached
        self.key = key  # the build key its cache entry has ("" when it has none)
        self.cache_state = cache_state  # what -v says: a hit, or why the cache missed


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
    state = "not cached: only code objects and host objects are"
    if goal in _CACHED:
        hit, state = cache.check_manifest(key)
        if hit and hit[0]:
            data = cache.get_object(hit[0])
            if data is not None:
                extra = hit[1]
                return Built(data, tuple(extra.get("kernels", ())), tuple(extra.get("deps", ())),
                             _replayed(extra.get("diagnostics", ())), cached=True,
                             key=key, cache_state=f"hit: {path} (key {key[:16]})")
            state = "its cached object is missing or damaged"
        state = f"miss: {path}: {state}"
    from . import pipeline  # the cache missed: only now the translator and the backend are loaded
    pipeline.sweep_leftovers(cache.root)
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        folder = work or opts.dump_dir or (os.getcwd() if opts.keep else tmp)
        if work is not None:
            folder = os.path.join(work, digest(abspath.encode())[:12])
        try:
            os.makedirs(folder, exist_ok=True)
            if folder != tmp and (opts.keep or opts.dump_dir) and not opts.dryrun:
                _claim_kept(folder, path, opts, kind)
            unit = pipeline.Unit(path=path, text=text, opts=opts, tc=tc, work=folder, kind=kind,
                                 on_command=on_command, cache=cache)
            if kind in ("cu", "ptx") and goal not in ("hip", "ptx_hip"):
                unit.device_lib = device_lib_path(tc, cache_root()) if opts.dryrun else \
                    ensure_overlay(tc, cache_root(), opts.targets, opts.code_object_version)
            pipeline.run(unit, goal)
        except OSError as e:
            if not e.filename or e.errno not in _CANNOT_WRITE:
                raise
            raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{e.filename}': {e.strerror or e}",
                                    path=str(e.filename), hint="the intermediates go to the working folder with "
                                    "--keep, or to --keep-dir/--dump-dir DIR: name a folder you can write")) from None
        product = getattr(unit, _PRODUCT[goal])
        if goal in ("hip", "ptx_hip"):
            product = product.text
        seen: Tuple[List[str], List[str]] = ([], [])
        if goal in _CACHED and not opts.dryrun and cache.enabled:
            seen = _resolutions(unit, abspath, text)
    result = Built(product, unit.kernels, unit.dependencies, unit.diagnostics,
                   key=key if goal in _CACHED else "", cache_state=state)
    if goal in _CACHED and not opts.dryrun:
        obj_key = cache.put_object(product)
        cache.record_manifest(key, [abspath, *result.dependencies, *seen[0]], obj_key,
                              {"kernels": list(result.kernels), "deps": list(result.dependencies),
                               "diagnostics": [_stored(d) for d in result.diagnostics]}, absent=seen[1])
    return result


# A hit says what the build said: its warnings and notes are kept with the object and shown again, as ccache
# replays a compiler's stderr (a make after a touch shows the same warnings as the first one).
_FIELD_TYPES = {"code": (str,), "message": (str,), "path": (str, type(None)), "line": (int,), "col": (int,),
                "rule_id": (str, type(None)), "hint": (str, type(None)), "source_line": (str, type(None))}
_DIAGNOSTIC_FIELDS = tuple(_FIELD_TYPES)  # every field of Diagnostic but severity


def _stored(d: Diagnostic) -> dict:
    return {"severity": int(d.severity), **{f: getattr(d, f) for f in _DIAGNOSTIC_FIELDS}}




def _replayed(stored) -> List[Diagnostic]:
    """The diagnostics a manifest kept; an entry that is not what _stored writes is left out (the manifest is
    data read back from disk and checked like the rest of it)."""
    out: List[Diagnostic] = []
    for s in stored if isinstance(stored, list) else ():
        if not (isinstance(s, dict) and s.get("severity") in (0, 1, 2, 3)
                and all(isinstance(s.get(f), _FIELD_TYPES[f]) for f in _DIAGNOSTIC_FIELDS)):
            continue
        out.append(Diagnostic(Severity(s["severity"]), **{f: s[f] for f in _DIAGNOSTIC_FIELDS}))
    return out


# What --keep and --dump-dir leave in their folder besides the files clang names after the unit: the list of what
# pycucc has written there (so that its own intermediates of an earlier run may be replaced, and nothing else).
_KEPT = ".pycucc-kept"
# What a folder that cannot take the intermediates answers (read-only, not ours, full, a file in the way).
_CANNOT_WRITE = frozenset({errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOSPC, errno.EDQUOT, errno.ENOTDIR,
                           errno.EEXIST, errno.EISDIR})


def _kept_names(path: str, opts: Options, kind: str) -> List[str]:
    """The names a unit's intermediates take in its work folder (pipeline: the translation, each target's code
    object and bitcode, the bundle, the host object, the mirror's folder, the defines header)."""
    stem = os.path.splitext(os.path.basename(path))[0]
    names = [f"{stem}.{t.id.replace(':', '_')}.{ext}" for t in opts.targets for ext in ("co", "bc", "o")]
    names += [f"{stem}.{ext}" for ext in ("hip", "hsaco", "hipfb", "o")]
    if kind == "ptx":
        names.append(os.path.basename(path) + ".hip")
    return names + ["fs", "pycucc_nvcc_defines.h"]


def _claim_kept(folder: str, path: str, opts: Options, kind: str) -> None:
    """Before --keep/--dump-dir writes a unit's intermediates into `folder`: none may replace a file pycucc did not
    write there (a source named k.hip, a hand-written k.hip beside k.cu, a link named k.hip to k.cu), else a
    located error and nothing is written. Those it may write are recorded first."""
    try:
        with Root(folder, create=False) as root:
            kept = set(json.loads(root.read(_KEPT) or b"[]"))  # never through a link
    except (OSError, ValueError, TypeError):
        kept = set()
    names = _kept_names(path, opts, kind)
    for n in names:
        p = os.path.join(folder, n)
        if os.path.lexists(p) and (n not in kept or os.path.islink(p)):
            raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"--keep would replace '{p}', which pycucc did not "
                                    "write", path=p, hint="keep the intermediates in a folder of their own with "
                                    "--keep-dir DIR, or move the file away"))
    if not kept.issuperset(names):
        with Root(folder, create=False) as root:  # a link named like the record is replaced, not written through
            root.write(_KEPT, json.dumps(sorted(kept | set(names))).encode())


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
        sources += includes.own_preludes()
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
    found = includes.not_own(found)
    # The HIP libraries the translation asked about (a call or a stub, pycucc's roctx or the installed one) are
    # found in the system's folders too, which includes.record leaves to the toolchain's identity: where each was
    # and was not found is recorded, so installing, removing or upgrading one is a miss.
    probes = dict.fromkeys(unit.hip.library_probes if unit.hip is not None else ())
    if unit.mirror is not None:
        probes.update(dict.fromkeys(unit.mirror.library_probes))
    if probes:
        search = library_search_dirs(unit.tc, unit.opts.include_dirs)
        for name in probes:
            read, missing = library_resolution(name, search)
            found += read
            absent += missing
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
