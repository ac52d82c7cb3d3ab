"""What the include resolutions of a build depended on, so that a cache hit is what a clean build gives.

A build read the headers it found; a hit must also know that nothing would now be found *before* them. ccache's
direct mode records the files that were read, and misses a header that appears in a folder searched earlier (its
manual says so: "header files that were not used, but would have been used if they existed, are not" recorded).
pycucc records more. For every `#include`, `#include_next` and `__has_include` of the source and of every project
header found (inactive branches too: more than needed is only a miss too many), the user's search order is walked
as clang walks it: for a quoted name the includer's folder and the -iquote folders, then the -I folders, CPATH,
-isystem, C_INCLUDE_PATH and CPLUS_INCLUDE_PATH. Every place searched before the one that matched must still
hold nothing: the shortest missing path of each (`inc/sub` for `inc/sub/x.h` when inc/sub is missing) is recorded
and stat'ed on a hit, a few calls for a typical file, none when the build has no include folders of its own. What
was found in a user folder is a dependency, with its digest; what was found only in the toolchain's folders (HIP,
the C++ library) belongs to the toolchain, whose identity is part of every key. The variables clang reads for its
search path are part of the key (environment()). Computed includes (`#include MACRO`) are not followed.
"""
from __future__ import annotations

import os
import re
import stat
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from .resources import INCLUDE_DIR, OWN_PRELUDES

# The variables that add to the include search path (GCC's manual, "Environment Variables"; clang reads the same):
# part of every build key.
INCLUDE_VARIABLES = ("CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "OBJC_INCLUDE_PATH", "OBJCPLUS_INCLUDE_PATH")

_DIRECTIVE = rb'^[ \t]*#[ \t]*(?:include|include_next|import)[ \t]*([<"])([^>"\r\n]+)[>"]'
_HAS_INCLUDE = rb'__has_include(?:_next)?[ \t]*\([ \t]*([<"])([^>"\r\n]+)[>"]'
_MOST_FILES = 4000  # headers followed per build (a runaway tree is recorded as far as this, the rest is the parse's)


def is_cuda_sdk_dir(d: str) -> bool:
    """A CUDA SDK's include folder (the parse leaves it out: pycucc's own CUDA declarations stand for it)."""
    return os.path.exists(os.path.join(d, "cuda_runtime_api.h"))


def environment() -> bytes:
    """The include variables as this process has them (part of every build key)."""
    return "\0".join(f"{v}={os.environ.get(v, '')}" for v in INCLUDE_VARIABLES).encode()


def still_absent(paths: Iterable[str]) -> bool:
    """Whether every recorded place that held nothing still holds nothing (a hit's check)."""
    for p in paths:
        try:
            os.stat(p)
        except OSError:
            continue
        return False
    return True


def _env_dirs(name: str) -> List[str]:
    return [os.path.abspath(d) if d else os.getcwd() for d in os.environ.get(name, "").split(os.pathsep)] \
        if os.environ.get(name) else []


def variable_dirs() -> List[str]:
    """The folders the include variables add to every search (CPATH's after the -I folders, the others' after
    -isystem), before the toolchain's own: where a header of the toolchain's could be shadowed."""
    return list(dict.fromkeys(_env_dirs("CPATH") + _env_dirs("C_INCLUDE_PATH") + _env_dirs("CPLUS_INCLUDE_PATH")))


def without_variables() -> Dict[str, str]:
    """This process's environment without the include variables: a tool run with it searches the toolchain's
    folders alone (what a precompiled prelude is made for, whatever the environment of the build that makes it)."""
    return {k: v for k, v in os.environ.items() if k not in INCLUDE_VARIABLES}


def search_order(include_dirs: Sequence[str], flags: Sequence[str], skip=lambda d: False
                 ) -> Tuple[List[str], List[str], List[str]]:
    """(-iquote folders, the folders every include searches after them, forced includes) of the user's, absolute,
    in clang's order: -I, CPATH, -isystem, C_INCLUDE_PATH/CPLUS_INCLUDE_PATH. `flags`: the build's other flags
    (-isystem D, -iquote D, -I D given to the host compiler, -include F). `skip`: folders the parse leaves out."""
    quote: List[str] = []
    angled = [os.path.abspath(d) for d in include_dirs]
    system: List[str] = []
    forced: List[str] = []
    it = iter(flags)
    for a in it:
        for opt, where in (("-iquote", quote), ("-isystem", system), ("-I", angled), ("-include", forced)):
            if a == opt:
                value = next(it, None)
            elif a.startswith(opt) and not (opt == "-I" and a.startswith(("-include", "-iquote"))):
                value = a[len(opt):].lstrip("=")
            else:
                continue
            if value:
                where.append(value if opt == "-include" else os.path.abspath(value))
            break
    angled += _env_dirs("CPATH")
    system += _env_dirs("C_INCLUDE_PATH") + _env_dirs("CPLUS_INCLUDE_PATH")
    keep = [d for d in dict.fromkeys(angled + system) if not skip(d)]
    return list(dict.fromkeys(quote)), keep, forced


def _first_missing(folder: str, name: str) -> Optional[str]:
    """The shortest path below `folder` on the way to `name` that does not exist (None: all of it exists)."""
    path = folder
    for part in name.replace("\\", "/").split("/"):
        path = os.path.join(path, part)
        if not os.path.lexists(path):
            return path
    return None


def record(sources: Sequence[Tuple[str, bytes]], include_dirs: Sequence[str], flags: Sequence[str],
           skip=lambda d: False) -> Tuple[List[str], List[str]]:
    """(headers found in the user's folders, places that must stay empty) for a build of `sources`: (path, bytes)
    of the source and of any text it was turned into (the translation, whose includes the compile reads)."""
    quote, angled, forced = search_order(include_dirs, flags, skip)
    found: Dict[str, None] = {}
    absent: Dict[str, None] = {}
    queue: List[Tuple[str, bytes]] = list(sources)
    seen = {os.path.abspath(p) for p, _ in sources}
    directives = [(b'"', f.encode("utf-8", "surrogateescape")) for f in forced]
    first = True
    while queue and len(seen) < _MOST_FILES:
        path, data = queue.pop()
        here = os.path.dirname(os.path.abspath(path))
        names = re.findall(_DIRECTIVE, data, re.M) + re.findall(_HAS_INCLUDE, data) + (directives if first else [])
        first = False
        for kind, raw in names:
            name = raw.decode("utf-8", "surrogateescape").strip()
            if not name or os.path.isabs(name):
                continue
            order = ([os.getcwd() if (kind, raw) in directives else here] + quote if kind == b'"' else []) + angled
            for folder in order:
                candidate = os.path.join(folder, name)
                if os.path.isfile(candidate):
                    real = os.path.abspath(candidate)
                    found[real] = None
                    if real not in seen:
                        seen.add(real)
                        try:
                            with open(real, "rb") as f:
                                queue.append((real, f.read(1 << 24)))
                        except OSError:
                            pass
                    break
                missing = _first_missing(folder, name)
                if missing is not None:
                    absent[missing] = None
    for p, _ in sources:
        found.pop(os.path.abspath(p), None)
    return sorted(found), sorted(absent)


def own_preludes() -> List[Tuple[str, bytes]]:
    """(path, bytes) of pycucc's headers that a CUDA source's compile and parse include first (resources.OWN_PRELUDES):
    their <limits.h>, <stdlib.h>, <hip/hip_runtime.h> are looked up in the project's folders (-I, CPATH) before the
    system's, as the source's own includes are, so record() follows them too."""
    out = []
    for path in OWN_PRELUDES:
        try:
            with open(path, "rb") as f:
                out.append((path, f.read()))
        except OSError:
            continue
    return out


def not_own(paths: Iterable[str]) -> List[str]:
    """`paths` less pycucc's own headers (every key covers them: cache.pycucc_digest)."""
    return [p for p in paths if not p.startswith(INCLUDE_DIR + os.sep)]


def bad_include(source: bytes, path: str, include_dirs: Sequence[str], most_bytes: int
                ) -> Optional[Tuple[str, int, int, str, str, str]]:
    """The first `#include` of the source, or of a header it includes from the user's folders, that names something
    a parse would wait on for ever or choke on: (file, line, column, name, why, the line), or None. A FIFO, a device or a
    socket (reading one blocks, or never ends) and a file larger than `most_bytes` (the limit a source is held to)
    are what it finds; the parse would otherwise wait out its whole time limit and say nothing of where."""
    angled = [os.path.abspath(d) for d in include_dirs]
    queue: List[Tuple[str, bytes]] = [(os.path.abspath(path) if path else os.getcwd(), source)]
    seen = {queue[0][0]}
    while queue and len(seen) < _MOST_FILES:
        here, data = queue.pop()
        for m in re.finditer(_DIRECTIVE, data, re.M):
            kind, raw = m.group(1), m.group(2)
            name = raw.decode("utf-8", "surrogateescape").strip()
            if not name:
                continue
            order = [""] if os.path.isabs(name) else \
                ([os.path.dirname(here)] if kind == b'"' else []) + angled
            for folder in order:
                candidate = os.path.join(folder, name) if folder else name
                try:
                    st = os.stat(candidate)
                except OSError:
                    continue
                why = None
                if stat.S_ISDIR(st.st_mode):
                    continue  # clang looks on, as for a missing file
                if not stat.S_ISREG(st.st_mode):
                    why = "not a regular file (a device, a FIFO or a socket): reading it would not end"
                elif st.st_size > most_bytes:
                    why = f"{st.st_size / (1 << 20):.0f} MB, more than the {most_bytes / (1 << 20):g} MB a source may be"
                if why:
                    line = data.count(b"\n", 0, m.start()) + 1
                    start = data.rfind(b"\n", 0, m.start(2)) + 1
                    end = data.find(b"\n", m.start(2))
                    text = data[start:end if end >= 0 else len(data)].decode("utf-8", "surrogateescape")
                    return here, line, m.start(2) - start, name, why, text
                real = os.path.abspath(candidate)
                if real not in seen and (kind == b'"' or folder in angled):
                    seen.add(real)
                    try:
                        with open(real, "rb") as f:
                            queue.append((real, f.read(most_bytes)))
                    except OSError:
                        pass
                break
    return None


def depfile_paths(text: str) -> List[str]:
    """The prerequisites of a make rule clang wrote with -MD/-MMD (escaped spaces, continued lines)."""
    body = text.replace("\\\r\n", " ").replace("\\\n", " ")
    _, _, rest = body.partition(": ")
    out, word, i = [], [], 0
    while i < len(rest):
        c = rest[i]
        if c == "\\" and i + 1 < len(rest) and rest[i + 1] in " #":
            word.append(rest[i + 1])
            i += 2
            continue
        if c == "$" and rest[i + 1:i + 2] == "$":
            word.append("$")
            i += 2
            continue
        if c in " \t\r\n":
            if word:
                out.append("".join(word))
                word = []
        else:
            word.append(c)
        i += 1
    if word:
        out.append("".join(word))
    return out


# ----------------------------------------------------------------------- what a prelude's search could find elsewhere
# A prelude (a PCH) made without some include folders stands for a compile with them where none of them holds a file
# or folder named as a header its headers look up: the folders then change no lookup it made. For -I folders: every
# part of the path of each file it read, outside `own` (pycucc's headers, found beside their includer before any
# folder), which covers the first part of every name that was found; and the first part of every name a
# `__has_include` in any of them asks about (a miss reads every folder). -iquote folders serve quoted names only:
# every "name" its headers spell (kept as '"name'; a folder shadows it where it holds the file; where a header of
# another than pycucc names one with a macro, '"*': every name, as for -I). A
# `__has_include` of a macro, or a name with '..' (resolved against a folder's parent), cannot be told: None, and
# then no folder is taken to leave it alone.
# (a pattern string: re's own cache compiles it at its first use; only a prelude being made needs it)
_LOOKUP = (r'__has_include(?:_next)?\s*\(\s*(?:<([^>\n]*)>|"([^"\n]*)"|([A-Za-z_]))'
           r'|^[ \t]*#[ \t]*(?:include_next|include|import)\b[ \t]*(?:<([^>\n]*)>|"([^"\n]*)"|([A-Za-z_]))')


def lookup_names(files: Iterable[str], own: str, main: str = "") -> Optional[List[str]]:
    """The names include folders must not hold for a prelude that read `files` (see above), or None. `main`: the
    prelude's own file, which no search found (its place, in the cache, names nothing looked up)."""
    own = os.path.join(own, "")
    names: Dict[str, None] = {}
    for name in dict.fromkeys([main, *files] if main else files):
        mine = os.path.normpath(name).startswith(own)
        if not mine and name != main:
            names.update(dict.fromkeys(p for p in re.split(r"[\\/]", name) if p not in ("", ".", "..")))
        try:
            with open(name, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            return None
        for m in re.finditer(_LOOKUP, text, re.M):
            if m.group(3):
                return None  # a __has_include of a macro's name
            if m.group(6):
                if not mine:  # pycucc's own name <hip/hip_runtime.h> and the like (PYCUCC_HIP_HEADER)
                    names['"*'] = None  # #include MACRO: found (its file is listed), maybe through a quoted name
                continue
            quoted = m.group(2) if m.group(2) is not None else m.group(5)
            spelled = next((g for g in (m.group(1), m.group(2), m.group(4), m.group(5)) if g is not None), "")
            if os.path.isabs(spelled):
                continue  # a path: no folder is searched
            if mine and quoted and os.path.isfile(os.path.join(os.path.dirname(name), quoted)):
                continue  # pycucc's "../pycucc_cuda_vectors.h": found beside the header, before any folder
            if ".." in spelled.split("/"):
                return None
            first = spelled.split("/")[0]
            if m.group(1) is not None or m.group(2) is not None:  # a __has_include's miss reads every folder
                names[first] = None
            if quoted is not None:
                names['"' + spelled] = None
    return sorted(n for n in names if n and n != '"')


def names_text(names: Optional[Sequence[str]]) -> bytes:
    """lookup_names' answer as kept beside a prelude ("\\0": cannot be told)."""
    return ("\n".join(names) if names is not None else "\0").encode("utf-8", "surrogateescape")


def shadowed(text: Optional[bytes], dirs: Sequence[str], quote_dirs: Sequence[str] = ()) -> bool:
    """Whether -I folders `dirs` or -iquote folders `quote_dirs` may change what a prelude with these kept names
    (names_text; None: not kept) read."""
    if text is None or text == b"\0":
        return True
    fold = (lambda n: n.casefold()) if sys.platform in ("darwin", "win32") else (lambda n: n)
    kept = [fold(n) for n in text.decode("utf-8", "surrogateescape").split("\n") if n]
    names = {n for n in kept if not n.startswith('"')}
    if '"*' in kept:
        dirs, quote_dirs = [*dirs, *quote_dirs], ()
    for d in dirs:
        try:  # listed at every use (a few folders, tens of microseconds): a header added since counts
            entries = {fold(n) for n in os.listdir(d or ".")}
        except OSError:
            continue  # no folder there now: nothing in it is found
        if entries & names:
            return True
    quoted = [n[1:] for n in kept if n.startswith('"')]
    return any(os.path.exists(os.path.join(d, n)) for d in quote_dirs for n in quoted)
