"""Parsing CUDA with PyPI libclang, without a CUDA SDK.

The parse is host-only (``-x cuda --cuda-host-only``) with clang's CUDA include path switched off and pycucc's
own declaration headers (``compiler/include/cuda``, package data) first on the include path and force-included, so
``#include <cuda_runtime.h>`` resolves to our shim even when a CUDA SDK is installed or named with ``-I``.
libclang needs the resource directory of a real clang for ``stddef.h`` and friends; it is taken from
``$PYCUCC_CLANG`` or ``clang++-19`` on PATH.
"""
from __future__ import annotations

import functools
import os
import re
import sys
import time
from pathlib import Path

from . import codes, resources, trust
from .cache import (cache_root, digest, has_room, kept_digest, load, make_folder, met_before, recall, remember, settle,
                    stamp_memo, stamps_of, store, usable)
from .diagnostics import PycuccError, error
from .includes import bad_include, is_cuda_sdk_dir, lookup_names, names_text, shadowed, variable_dirs
from .limits import limits
from .records import record
from .sources import has_long_identifier, source_bytes
from .toolchain import pch_allowed, resource_dir, std_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple

PARSE_INCLUDE_DIR = Path(resources.PARSE_INCLUDE_DIR)
PARSE_STUB = PARSE_INCLUDE_DIR / "pycucc_cuda_parse.h"


@functools.lru_cache(maxsize=None)
def clang_resource_dir() -> str:
    """``<clang> -print-resource-dir`` of the clang pycucc compiles with (found as the device compile finds it)."""
    return resource_dir()


@functools.lru_cache(maxsize=None)
def cindex():
    """The ``clang.cindex`` module with its shared library loaded, or a PycuccError saying how to get it."""
    try:
        import clang.cindex as ci
    except ImportError as exc:
        raise PycuccError(error(codes.LIBCLANG_MISSING, f"cannot import clang.cindex ({exc})",
                                hint="pip install libclang==18.1.1")) from None
    lib = os.environ.get("PYCUCC_LIBCLANG") or _packaged_libclang(ci)
    if lib and not ci.Config.loaded:
        ci.Config.set_library_file(lib)
    try:
        ci.conf.lib  # forces the shared library to load
    except Exception as exc:  # LibclangError, OSError: the message names the missing file
        raise PycuccError(error(codes.LIBCLANG_MISSING, f"cannot load libclang's shared library: {exc}",
                                hint="pip install libclang==18.1.1, or point PYCUCC_LIBCLANG at libclang.so")) from None
    return ci


def _packaged_libclang(ci) -> str:
    """The shared library the libclang wheel carries, named as clang.cindex would name it; naming it here spares
    cindex's own lookup, which imports `platform` to learn the OS (2.5 ms of a one-file translation). "" when the
    wheel has none there (cindex looks for itself)."""
    name = {"darwin": "libclang.dylib", "win32": "libclang.dll"}.get(sys.platform, "libclang.so")
    path = os.path.join(ci.Config.library_path or "", name)
    return path if ci.Config.library_path and os.path.isfile(path) else ""


def parse_args(include_dirs: Sequence[str] = (), defines: Sequence[str] = (), undefines: Sequence[str] = (),
               std: str = "c++17", resource_dir: Optional[str] = None) -> List[str]:
    """Compiler arguments for the libclang parse (without the source file); `resource_dir` overrides the clang
    resource directory (hipify-clang's --clang-resource-directory)."""
    args = ["-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "--cuda-path=/nonexistent",
            f"-std={std}", "-resource-dir", resource_dir or clang_resource_dir(),
            # ours first, so <cuda_runtime.h> never comes from an SDK, whatever -I the build passes
            "-I", str(PARSE_INCLUDE_DIR), "-include", str(PARSE_STUB),
            "-ferror-limit=0", "-Wno-everything",
            # nvcc accepts variadic __device__ functions (never called with extra arguments on the device, or
            # using only the named ones); clang's CUDA mode refuses them unless told otherwise
            "-Xclang", "-fcuda-allow-variadic-functions"]
    for d in include_dirs:
        if not is_cuda_sdk_dir(str(d)):
            args += ["-I", str(d)]
    for d in defines:
        args.append(f"-D{d}")
    for u in undefines:
        args.append(f"-U{u}")
    return args


@record
class Parsed:
    tu: object  # clang.cindex.TranslationUnit
    args: Tuple[str, ...]


def _parse_headers() -> List[str]:
    """Every parse header, in a fixed order: ours under PARSE_INCLUDE_DIR and the ones the parse shares with the
    compile (CUDA's vector types, the common math constants, libcu++'s headers: the parse shims of <cuda/std/...>
    include pycucc's own, compiler/include/fallback/pycucc_cuda_*.h)."""
    # what os.walk and Path.glob would list, in their order, on strings: every parse (its precompiled prelude's key)
    # lists the ~450 headers, and the walk's and the paths' objects were 1.5 ms of a one-file translation
    root = str(PARSE_INCLUDE_DIR)
    found: List[str] = []
    folders = [root]
    while folders:
        try:
            with os.scandir(folders.pop()) as entries:
                for e in entries:
                    if not e.is_dir():
                        found.append(e.path)
                    elif not e.is_symlink():  # os.walk lists a linked folder and does not enter it
                        folders.append(e.path)
        except OSError:
            continue
    parent = os.path.dirname(root)
    shared = [os.path.join(parent, n) for n in ("pycucc_cuda_vectors.h", "pycucc_math_constants.h")]
    fallback = os.path.join(parent, "fallback")
    try:
        names = os.listdir(fallback)
    except OSError:
        names = []
    shared += sorted(os.path.join(fallback, n) for n in names if n.startswith("pycucc_cuda_") and n.endswith(".h"))
    return sorted(found) + shared


def _pch_key(ci, base: Sequence[str]) -> str:
    """What a precompiled parse prelude depends on: libclang, the flags, and every parse header (content, size,
    mtime: clang refuses a PCH when a header it was built from was touched).

    Reading the ~450 headers costs 20 ms, a tenth of a small file's translation: the key is remembered in the
    cache per set of their sizes and mtimes (what clang itself checks: cache.stamp_memo), so a hit costs one stat
    per header; and their digest, which no flag changes, is kept beside the code (cache.kept_digest), so that a
    first build on an empty cache, or with flags of its own, does not read them either."""
    lib = getattr(ci.conf.lib, "_name", "") or ""
    try:
        st = os.stat(lib)
        lib_id = f"{lib}:{st.st_size}:{st.st_mtime_ns}"
    except OSError:
        lib_id = lib
    stamps = stamps_of(_parse_headers())
    flags = "\0".join(base).encode()
    memo = stamp_memo(os.path.join("parse-pch", "keys"), stamps, lib_id.encode(), flags)
    known = recall(memo)
    if known is not None:
        return known
    headers = kept_digest(_HEADERS_KEPT_PREFIX, stamps, lambda: _headers_digest(stamps))
    key = digest(lib_id.encode(), flags, headers.encode())
    remember(memo, key)
    return key


_HEADERS_KEPT_PREFIX = "pycucc-parse-headers-"


def _headers_digest(stamps) -> str:
    """The parse headers' paths, stamps and contents, hashed."""
    headers = []
    for p, size, mtime in stamps:
        try:
            with open(p, "rb") as f:
                headers.append(f"{p}\0{size}\0{mtime}\0".encode() + f.read())
        except OSError:
            continue
    return digest(*headers)


def _save_pch(ci, index, header: str, base: Sequence[str], path: str, unsaved=None) -> Optional[str]:
    """Parse `header` as a prelude and save it as a PCH at `path` (atomically); None when it has errors."""
    tu = index.parse(header, args=list(base), unsaved_files=unsaved, options=ci.TranslationUnit.PARSE_INCOMPLETE)
    if any(d.severity >= 3 for d in tu.diagnostics):
        return None
    make_folder(os.path.dirname(path))
    if not has_room(os.path.dirname(path)):
        return None
    tmp = f"{path}.{os.getpid()}.tmp"
    tu.save(tmp)
    settle(tmp)
    _store_names(path, tu)  # a PCH of flags without -I serves builds with -I folders too (_shared_stub_pch)
    os.replace(tmp, path)
    return None if _unkept_for_variables(path) else path


# -------------------------------------------------------------------------------- a prelude for every -I
# Every program of a corpus has -I folders of its own, so a prelude keyed on the whole command line was made for one
# program and used by its own other files alone (most HeCBench programs have one .cu). The user's -I folders come
# after pycucc's declarations and before the system's: a prelude made without them (its key leaves them out) serves
# every build whose -I folders hold none of the names its headers look up (includes.lookup_names, kept beside the
# PCH), checked at every use, so that a stdlib.h added to a project folder later stops it being used there.
# Measured on the corpus' translations: 0.2-0.3 s of parse per file with a prelude of its own made for nobody else,
# 0.03 s with the shared one.
_NAMES_SUFFIX = ".names"


def _user_dirs(base: Sequence[str]) -> Tuple[List[str], List[str]]:
    """(the parse flags without the user's -I folders, those folders in order); pycucc's own -I stays."""
    flags: List[str] = []
    dirs: List[str] = []
    k = 0
    while k < len(base):
        a = base[k]
        if a == "-I" and k + 1 < len(base) and base[k + 1] != str(PARSE_INCLUDE_DIR):
            dirs.append(base[k + 1])
            k += 2
            continue
        flags.append(a)
        k += 1
    return flags, dirs


def _lookup_names(tu) -> Optional[List[str]]:
    """The names a user -I folder must not hold for a PCH of `tu` to stand for the parse with it (see above), or
    None when they cannot be told."""
    return lookup_names([inc.include.name for inc in tu.get_includes()], resources.INCLUDE_DIR, tu.spelling)


def _store_names(pch: str, tu) -> None:
    store(pch + _NAMES_SUFFIX, names_text(_lookup_names(tu)))


def _variables_shadow(pch: str) -> bool:
    """Whether the folders of the include variables (CPATH, C_INCLUDE_PATH, CPLUS_INCLUDE_PATH), which libclang
    reads from the environment and no PCH key has, may change what `pch` read (includes.shadowed on the names
    beside it): the parse then goes without it, as one without a PCH reads their headers."""
    dirs = variable_dirs()
    if not dirs:
        return False
    names = _kept_names(pch) if pch.startswith(KEPT_PCH_DIR + os.sep) else load(pch + _NAMES_SUFFIX)
    return shadowed(names, dirs)


def _unkept_for_variables(pch: str) -> bool:
    """A PCH just made reads the include variables' folders too: where they changed what it read, it stands for no
    parse without them, whose key it has, and is removed (True)."""
    if not _variables_shadow(pch):
        return False
    for p in (pch, pch + _NAMES_SUFFIX):
        try:
            os.unlink(p)
        except OSError:
            pass
    return True


def _shadowed(pch: str, dirs: Sequence[str], text: Optional[bytes] = None) -> bool:
    """Whether the prelude `pch`, made without the user's -I folders, may read differently with `dirs` (or cannot
    be told: no names beside it); `text`: its names, read already."""
    return shadowed(load(pch + _NAMES_SUFFIX) if text is None else text, dirs)


# The parse declarations precompiled for the flags of a build with none of its own (no -I, -D), kept beside the
# headers by `make setup` (tools/keep_parse_pch.py), named by their key (_pch_key: libclang, the flags, every parse
# header's content and stamp): a first build on an empty cache parses its file in 0.03 s instead of 0.2 s. Python's
# bytecode folder, as for the parsed rules (rules._SHIPPED): derived from the package's files, ignored by git and
# pycucc's own digest, and writable only by whoever can already change the code. Another key (an edited header, a
# new libclang) is simply not found.
KEPT_PCH_DIR = os.path.join(resources.INCLUDE_DIR, "__pycache__")
KEPT_PCH_PREFIX = "pycucc-parse-"


def kept_pch(key: str) -> Optional[str]:
    """The kept PCH for `key`, when it is there and neither it nor its folder can be written by another user."""
    path = os.path.join(KEPT_PCH_DIR, KEPT_PCH_PREFIX + key + ".pch")
    try:
        if trust.why_not(os.lstat(KEPT_PCH_DIR)) or trust.why_not(os.lstat(path)):
            return None
    except OSError:
        return None
    return path


def _kept_names(kept: str) -> Optional[bytes]:
    """The names beside a kept PCH (tools/keep_parse_pch.py copies them), when no other user can write them."""
    path = kept + _NAMES_SUFFIX
    try:
        if trust.why_not(os.lstat(path)):
            return None
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def _stub_pch(ci, index, args: List[str]) -> Optional[str]:
    """The force-included declarations, precompiled once per set of parse flags.

    Parsing them (with stdlib.h and math.h) is most of a small file's parse: 0.16 s -> 0.006 s for saxpy.
    Keyed on libclang, the flags and the content of every parse header; any failure means parsing without it.
    """
    if os.environ.get("PYCUCC_NO_PCH") or not pch_allowed(std_of(args)):
        return None
    i = args.index("-include")
    base = args[:i] + args[i + 2:]
    shared, dirs = _user_dirs(base)
    if dirs:
        found = _shared_stub_pch(ci, index, shared, dirs)
        if found is not None:
            return found
    key = _cached_pch_key(ci, tuple(base))
    path = os.path.join(cache_root(), "parse-pch", key[:2], key + ".pch")
    if usable(path):
        return path
    kept = kept_pch(key)
    if kept is not None:
        return kept
    if not met_before(path[:-len(".pch")] + ".wanted"):
        # made the second time its flags are met: saving it costs 60 ms more than a parse without it and 4.5 MB,
        # and every program of a corpus has its own -I/-D (336 of them, 1.5 GB, for one HeCBench run)
        return None
    try:
        return _save_pch(ci, index, str(PARSE_STUB), base, path)
    except Exception:  # noqa: BLE001 - an optimisation only; the plain parse reports real problems
        return None


def _shared_stub_pch(ci, index, flags: List[str], dirs: Sequence[str]) -> Optional[str]:
    """The declarations precompiled without the user's -I folders (`flags`), when `dirs` shadow none of the
    headers they read; made the second time these flags are met whatever the folders (see _lookup_names)."""
    key = _cached_pch_key(ci, tuple(flags))
    path = os.path.join(cache_root(), "parse-pch", key[:2], key + ".pch")
    kept = kept_pch(key)
    if kept is not None and not usable(path):
        names = _kept_names(kept)
        if names is not None:  # make setup's, for a build with none of its own flags: -I folders are no flags
            return None if _shadowed(kept, dirs, names) else kept
    try:
        if not usable(path):
            if not met_before(path[:-len(".pch")] + ".wanted") or \
                    _save_pch(ci, index, str(PARSE_STUB), flags, path) is None:
                return None
        elif load(path + _NAMES_SUFFIX) is None:
            # made by a build without -I before the names were kept: read once what it reads
            _store_names(path, index.parse(str(PARSE_STUB), args=list(flags),
                                           options=ci.TranslationUnit.PARSE_INCOMPLETE))
    except Exception:  # noqa: BLE001 - an optimisation only; the plain parse reports real problems
        return None
    return None if _shadowed(path, dirs) else path


# The leading lines of a source that only include headers (comments, blank lines, #pragma once and an include
# guard may stand between them): what a precompiled preamble can stand for.
_PREAMBLE_LINE = re.compile(r"[ \t]*(?:#[ \t]*include[ \t]*(?:<([^<>\r\n]+)>|\"([^\"\r\n]+)\")[ \t]*(?://[^\n]*)?"
                            r"|#[ \t]*pragma[ \t]+once[ \t]*|#[ \t]*(?:ifndef|define)[ \t]+[A-Za-z_]\w*[ \t]*|//[^\n]*)?\r?$")
PREAMBLE_LIMIT = 64  # precompiled preambles kept in the cache (the least recently used go)


def leading_includes(source: str) -> List[Tuple[str, str]]:
    """("<" or '"', name) of the headers the source includes before anything else; stops at the first other line
    (a #define of a value, an #if, code)."""
    found: List[Tuple[str, str]] = []
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), source[:20000], flags=re.S)
    guard = None
    for line in text.split("\n"):
        m = _PREAMBLE_LINE.fullmatch(line)
        if m is None:
            break
        word = re.match(r"[ \t]*#[ \t]*(ifndef|define)[ \t]+(\w+)", line)
        if word:  # only `#ifndef G` / `#define G` of an include guard, before any include
            if word.group(1) == "ifndef" and guard is None and not found:
                guard = word.group(2)
            elif not (word.group(1) == "define" and word.group(2) == guard):
                break
        if m.group(1):
            found.append(("<", m.group(1).strip()))
        elif m.group(2):
            found.append(('"', m.group(2).strip()))
    return found


def system_preamble(source: str, path: str = "", include_dirs: Sequence[str] = ()) -> List[str]:
    """The headers included by <name> before any code: the source's own leading ones, and those of the project
    headers it includes first ("util.h", found beside it or in `include_dirs`), followed the same way."""
    names: List[str] = []
    seen = set()

    def walk(text: str, here: str, depth: int) -> None:
        for kind, name in leading_includes(text):
            if kind == "<":
                names.append(name)
                continue
            if depth >= 8:
                continue
            for d in [os.path.dirname(here) if here else os.curdir, *include_dirs]:
                target = os.path.join(d, name)
                if os.path.isfile(target):
                    real = os.path.realpath(target)
                    if real not in seen:
                        seen.add(real)
                        try:
                            with open(real, "rb") as f:
                                walk(f.read(20000).decode("utf-8", "replace"), real, depth + 1)
                        except OSError:
                            pass
                    break
    walk(source, path, 0)
    return names


_STD_HEADER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")  # <vector>, <unordered_map>; not bytes that are no text


def library_headers(names: Sequence[str]) -> Tuple[str, ...]:
    """The C++ standard library headers among included names (<vector>, <chrono>, <random>: no extension, no
    folder): what costs 0.1-0.4 s to parse in every file that includes them, and what a shared precompiled
    preamble holds. Sorted: they do not depend on each other's order."""
    return tuple(sorted({n for n in names if _STD_HEADER.match(n)}))


def _preamble_dir() -> str:
    return os.path.join(cache_root(), "parse-pch", "preamble")


def _preamble_path(ci, base: Sequence[str], headers: Sequence[str], shared: bool = False) -> Tuple[str, str, str]:
    """(PCH path, header text, prefix of the file names of this parse's flags) of the precompiled preamble.
    `shared`: flags without the user's -I folders, which alone could name a folder relative to this one."""
    text = f'#include "{PARSE_STUB}"\n' + "".join(f"#include <{n}>\n" for n in headers)
    flags = digest(_cached_pch_key(ci, tuple(base)).encode(), b"" if shared else os.getcwd().encode())[:24]
    return os.path.join(_preamble_dir(), f"{flags}-{digest(text.encode())[:40]}.pch"), text, flags


@functools.lru_cache(maxsize=8)
def _cached_pch_key(ci, base: Tuple[str, ...]) -> str:
    return _pch_key(ci, base)


def _made_preambles(flags: str) -> List[Tuple[Tuple[str, ...], str]]:
    """(headers, PCH path) of the preambles precompiled for these flags."""
    out = []
    try:
        entries = list(os.scandir(_preamble_dir()))
    except OSError:
        return out
    for e in entries:
        if e.name.startswith(flags + "-") and e.name.endswith(".pch") and usable(e.path):
            text = load(e.path[:-4] + ".h")
            if text is not None:
                out.append((tuple(re.findall(r"#include <([^>]+)>", text.decode("utf-8", "replace"))), e.path))
    return out


def _preamble_pch(ci, index, args: List[str], source: str, build: Sequence[str] = (), path: str = "",
                  include_dirs: Sequence[str] = ()) -> Optional[str]:
    """The parse prelude with C++ library headers the file includes first, precompiled and shared by every file
    that includes them at its top: a file that includes <chrono> and <random> parses in 15 ms instead of 0.3 s
    (its own includes of them then stop at their include guards: the same declarations; standard headers do not
    depend on their order). The largest one already made whose headers all stand in the file's leading
    includes is used; `build` names headers to precompile when none is (a tree run picks sets several of its
    files share: one made for a single file costs more than it saves), and a file run on its own gets one made
    the second time its headers are met (scripts run hipify-clang on each file of a project). None when there
    is none."""
    if os.environ.get("PYCUCC_NO_PCH") or os.environ.get("PYCUCC_NO_PREAMBLE_PCH") or not pch_allowed(std_of(args)):
        return None
    wanted = set(library_headers(system_preamble(source, path, include_dirs)))
    if not wanted:
        return None
    i = args.index("-include")
    base = args[:i] + args[i + 2:]
    build = library_headers(build)
    shared, dirs = _user_dirs(base)
    if dirs:  # one made without the user's -I folders first (see _lookup_names), then one for these flags
        found = _preamble_for(ci, index, shared, wanted, build, dirs)
        if found is not None:
            return found
    return _preamble_for(ci, index, base, wanted, build)


def _preamble_for(ci, index, base: List[str], wanted, build: Tuple[str, ...],
                  dirs: Optional[Sequence[str]] = None) -> Optional[str]:
    """_preamble_pch for the parse flags `base`; `dirs`: the user's -I folders it was made without, which must
    shadow none of its headers."""
    shared = dirs is not None
    pch, text, flags = _preamble_path(ci, base, build, shared)
    usable = [(h, p) for h, p in _made_preambles(flags) if h and set(h) <= wanted
              and not (shared and _shadowed(p, dirs or ()))]
    if usable:
        found = max(usable, key=lambda hp: len(hp[0]))[1]
        try:
            os.utime(found)  # recently used (the least recently used go first)
        except OSError:
            pass
        return found
    if not build and _seen_before(flags, library_headers(wanted)):
        build = library_headers(wanted)  # a second file (or run) that starts with these: worth making now
        pch, text, flags = _preamble_path(ci, base, build, shared)
    if not build or not set(build) <= wanted or os.path.exists(pch + ".failed") or not _claim(pch + ".lock"):
        return None  # nothing to make, or another process is making it: this file parses without
    header = pch[:-4] + ".h"
    try:
        store(header, text.encode("utf-8"))
        tu = index.parse(header, args=list(base), options=ci.TranslationUnit.PARSE_INCOMPLETE)
        if any(d.severity >= 3 for d in tu.diagnostics):
            store(pch + ".failed", b"")  # not again for these flags and headers
            return None
        if not has_room(_preamble_dir()):
            return None
        tmp = f"{pch}.{os.getpid()}.tmp"
        tu.save(tmp)
        settle(tmp)
        _store_names(pch, tu)  # for the -I folders of others (shared) and the include variables' (_variables_shadow)
        os.replace(tmp, pch)
        _prune(_preamble_dir())
        if _unkept_for_variables(pch):
            return None
        return None if shared and _shadowed(pch, dirs or ()) else pch
    except Exception:  # noqa: BLE001 - an optimisation only; the plain parse reports real problems
        return None
    finally:
        try:
            os.unlink(pch + ".lock")
        except OSError:
            pass


def _seen_before(flags: str, headers: Sequence[str]) -> bool:
    """Whether a parse with these flags met these leading C++ library headers before (a file run on its own, as
    scripts run hipify-clang on each file of a project); records them otherwise."""
    seen = os.path.join(_preamble_dir(), "seen")
    line = f"{flags} {' '.join(headers)}\n".encode("utf-8", "replace")
    known = load(seen) or b""
    if line in known.splitlines(keepends=True):
        return True
    try:
        # forget old ones rather than grow without end
        store(seen, (known if len(known) < 1 << 20 else b"") + line)
    except OSError:
        pass
    return False


def _claim(lock: str) -> bool:
    """Whether this process may make the file the lock guards (one left by a crash expires in 10 minutes)."""
    try:
        make_folder(os.path.dirname(lock))
        try:
            if time.time() - os.stat(lock).st_mtime > 600:
                os.unlink(lock)
        except OSError:
            pass
        os.close(os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        return True
    except OSError:
        return False


def preamble_plan(sources: Sequence[Tuple[str, str, Sequence[str]]]) -> List[Tuple[str, ...]]:
    """For sources to be parsed together, (text, path, include folders) each: the C++ library headers worth
    precompiling for each, the largest set of its leading ones that at least one other source includes at its
    top as well (() if none)."""
    sets = [frozenset(library_headers(system_preamble(text, path, dirs))) for text, path, dirs in sources]
    distinct = sorted({s for s in sets if s}, key=sorted)
    # what files share: their sets, and the headers any two of them have in common
    candidates = set(distinct)
    for k, a in enumerate(distinct):
        for b in distinct[k + 1:]:
            if a & b:
                candidates.add(a & b)
    support = {c: sum(1 for s in sets if c <= s) for c in candidates}
    plan: List[Tuple[str, ...]] = []
    for s in sets:
        fits = [c for c in candidates if c <= s and support[c] >= 2]
        best = max(fits, key=lambda c: (len(c), support[c], sorted(c))) if fits else ()
        plan.append(tuple(sorted(best)))
    return plan


def _prune(folder: str) -> None:
    """At most PREAMBLE_LIMIT precompiled preambles (5-15 MB each): the least recently used go."""
    try:
        pchs = sorted((e for e in os.scandir(folder) if e.name.endswith(".pch")), key=lambda e: e.stat().st_mtime)
        for e in pchs[:max(0, len(pchs) - PREAMBLE_LIMIT)]:
            for p in (e.path, e.path[:-4] + ".h", e.path + _NAMES_SUFFIX):
                try:
                    os.unlink(p)
                except OSError:
                    pass
    except OSError:
        pass


def parse(source: str, path: str, *, include_dirs=(), defines=(), undefines=(), std="c++17",
          resource_dir: Optional[str] = None, precompile_preamble: Sequence[str] = ()) -> Parsed:
    """Parse ``source`` as if it were the file ``path``; raises PycuccError only when libclang gives up entirely.
    ``precompile_preamble``: C++ library headers of its leading includes to precompile for other files (see
    _preamble_pch)."""
    contents = source_bytes(source)  # the file's own bytes: libclang's offsets are offsets into them
    most = limits().source_mb
    bad = bad_include(contents, path, include_dirs, int(most * (1 << 20)))
    if bad:
        where, line, col, name, why, text = bad
        raise PycuccError(error(codes.INPUT_TOO_LARGE if "MB" in why else codes.CANNOT_READ_INPUT,
                                f"'{name}' is {why}", path=where, line=line, col=col, source_line=text,
                                hint="include the header, not a device or a data file; raise PYCUCC_MAX_SOURCE_MB "
                                     "if it really is that large a header"))
    ci = cindex()
    args = parse_args(include_dirs, defines, undefines, std, resource_dir)
    if has_long_identifier(source):
        args.append("-fno-spell-checking")  # see sources.has_long_identifier
    # excludeDecls: visiting the unit's children skips the declarations that come from the precompiled prelude
    # (clang would deserialize all ~2,000 of them: 25 ms of a small file's translation); what they declare is
    # still found through references
    index = ci.Index.create(excludeDecls=True)
    opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
    pch = _preamble_pch(ci, index, args, source, precompile_preamble, path, include_dirs)
    if pch and _variables_shadow(pch):
        pch = None
    if not pch:
        pch = _stub_pch(ci, index, args)
        if pch and _variables_shadow(pch):
            pch = None
    try:
        tu = None
        if pch:
            i = args.index("-include")
            with_pch = args[:i] + ["-include-pch", pch] + args[i + 2:]
            tu = index.parse(path, args=with_pch, unsaved_files=[(path, contents)], options=opts)
            if any(d.severity >= 3 and ("precompiled" in d.spelling or "PCH" in d.spelling or "AST file" in d.spelling)
                   for d in tu.diagnostics):
                tu = None  # a prelude clang no longer accepts: parse without it
            else:
                args = with_pch
        if tu is None:
            tu = index.parse(path, args=args, unsaved_files=[(path, contents)], options=opts)
    except ci.TranslationUnitLoadError:
        # Tokens are all the token and include passes need; get them from a parse that cannot fail on includes.
        try:
            tu = index.parse(path, args=["-x", "c++", "-nostdinc", "-fsyntax-only"],
                             unsaved_files=[(path, contents)], options=0)
        except ci.TranslationUnitLoadError:
            raise PycuccError(error(codes.LIBCLANG_GAVE_UP, "libclang could not process this file at all",
                                    path=path)) from None
        return Parsed(tu, ())
    return Parsed(tu, tuple(args))
