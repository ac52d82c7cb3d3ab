"""The command memo: a compile run again with the same command line, in the same working folder and environment,
is answered from the cache without reading its command line, finding the toolchain's settings or importing the
driver (ccache's direct mode looks a hit up from the command line and the source the same way; this goes one step
before it, to the build key itself).

After a build that wrote a code object (`pycucc k.cu -o k.hsaco`) or one host object (`pycucc -c k.cu -o k.o`,
with its depfile) and said nothing, memo.py records under ``commands/`` of the cache, keyed by the command line
and the working folder: the digest of the whole environment, pycucc's own digest, the toolchain found (and what
its discovery read: clang's probe, the HIP version header), the build key, the object, the build's dependencies
with their digests and the places that must stay empty (a copy of the build key's manifest), and what was
written. A later run with that command line checks all of it — every file the build read still has its digest,
every place that must stay empty still is (includes.py), the toolchain is found where it was with the same files —
writes the same files and is done. Anything else — another environment or toolchain, an edited pycucc, a changed
source or header, an output that is now a folder or the input — and the command is run the ordinary way, which
also says (with -v) why the cache missed.

This is the warm hit: it imports only stamps.py, trust.py, toolfind.py and writing.py (no typing, json, hashlib,
tempfile or shutil: bench/hits.py measures it). The memo is NUL-separated text (no field holds a NUL: paths,
hex digests, a depfile's make rule), read only from the trusted cache.
"""
from __future__ import annotations

import os

from . import trust
from .stamps import bytes_digest, configured_root, digest, file_digest, recalled_self_digest
from .toolfind import _stamp, find_clang, find_device_lib, find_hip_root, find_lld, identity, which
from .writing import write_output

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence

TAG = "pycucc-memo-2"
FIELDS = ("env", "self", "tools", "key", "object", "source", "clang", "clang_stamp", "clang_version",
          "resource_dir", "hip_header", "hip_version")
LISTS = ("outputs", "absent")
PAIRS = ("depfiles", "read", "deps")


def memo_path(root: str, argv: Sequence[str], cwd: str) -> str:
    key = digest(b"command", cwd.encode("utf-8", "surrogateescape"),
                 *(a.encode("utf-8", "surrogateescape") for a in argv))
    return os.path.join(root, "commands", key[:2], key + ".memo")


def environment() -> str:
    """The whole environment: what the command line means (defaults, the toolchain found, the include search, the
    limits) is read from it, so any change makes the memo miss and the command run the ordinary way. All but `_`,
    which a POSIX shell sets to the path of the program it runs (`pycucc` or `.venv/bin/pycucc`) and nothing reads."""
    env = getattr(os, "environb", None)
    items = sorted(env.items()) if env is not None else \
        sorted((k.encode("utf-8", "surrogateescape"), v.encode("utf-8", "surrogateescape"))
               for k, v in os.environ.items())
    return digest(*(k + b"=" + v for k, v in items if k != b"_"))


def tools(clang: str, clang_version: str, lld: str, resource_dir: str, hip_root: str, hip_version, device_lib: str,
          windows: bool, ident: str) -> str:
    """What the build used of the toolchain: where each part was found and the identity of its files."""
    return digest(*(str(x).encode("utf-8", "surrogateescape") for x in
                    (clang, clang_version, lld, resource_dir, hip_root, tuple(hip_version), device_lib, windows,
                     ident)))


def hip_version_header(hip_root: str) -> str:
    return os.path.join(hip_root, "include", "hip", "hip_version.h")


def encode(entry: Dict) -> bytes:
    words: List[str] = [TAG]
    words += [entry[f] for f in FIELDS]
    for name in LISTS:
        words += [str(len(entry[name])), *entry[name]]
    for name in PAIRS:
        words.append(str(len(entry[name])))
        for a, b in entry[name]:
            words += [a, b]
    words.append("end")  # a memo cut short anywhere is no memo
    if any("\0" in w for w in words):
        raise ValueError("a NUL in a memo field")
    return "\0".join(words).encode("utf-8", "surrogateescape")


def decode(raw: bytes) -> Optional[Dict]:
    """What encode() wrote; None for anything else (a torn or older memo)."""
    words = iter(raw.decode("utf-8", "surrogateescape").split("\0"))
    try:
        if next(words) != TAG:
            return None
        entry: Dict = {f: next(words) for f in FIELDS}
        for name in LISTS:
            entry[name] = [next(words) for _ in range(int(next(words)))]
        for name in PAIRS:
            entry[name] = [(next(words), next(words)) for _ in range(int(next(words)))]
    except (StopIteration, ValueError):
        return None
    return entry if next(words, None) == "end" and next(words, None) is None else None


def _root() -> Optional[str]:
    """The configured cache folder when it is there, writable and trusted (cache.cache_root's checks); None sends
    the command the ordinary way, which makes or replaces it."""
    configured = configured_root()
    if not os.path.isdir(configured) or not os.access(configured, os.W_OK | os.X_OK):
        return None
    root, why = trust.check_root(configured)
    return None if why is not None else root


def _tools_now(entry: Dict) -> Optional[str]:
    """The tools digest of the toolchain found now (toolchain.discover with the same finders), or None when it is
    found elsewhere or its files changed: clang's probe is the memo's while clang's stamp is (toolchain's probe
    cache is keyed the same way), the HIP version the memo's while its header has the same digest."""
    env, windows = os.environ, os.name == "nt"
    clang = find_clang(env, windows, which, [])
    if clang is None or clang != entry["clang"] or _stamp(clang) != entry["clang_stamp"]:
        return None
    lld = find_lld(clang, windows, which, [])
    hip_root = find_hip_root(env, windows, [])
    if lld is None or hip_root is None or file_digest(hip_version_header(hip_root)) != entry["hip_header"]:
        return None
    device_lib = find_device_lib(env, windows, entry["resource_dir"], [])
    if device_lib is None:
        return None
    try:
        hip_version = tuple(int(x) for x in entry["hip_version"].split("."))
    except ValueError:
        return None
    return tools(clang, entry["clang_version"], lld, entry["resource_dir"], hip_root, hip_version, device_lib,
                 windows, identity(entry["clang_version"], clang, lld, hip_root, hip_version, device_lib))


_tried: List[List[str]] = []  # the command line replay() looked up in this process (cli.run need not again)


def replay(argv: List[str]) -> Optional[int]:
    """0 when the command was answered from its memo (its files are written); None when it must run."""
    if argv in _tried or not argv or argv[0] in _NOT_COMPILES:
        return None
    _tried.append(list(argv))
    try:
        cwd = os.getcwd()
    except OSError:
        return None
    root = _root()
    if root is None:
        return None
    raw = trust.read(root, memo_path(root, argv, cwd))
    entry = decode(raw) if raw is not None else None
    if entry is None or entry["env"] != environment() or entry["self"] != recalled_self_digest(root):
        return None
    if any(file_digest(p) != want for p, want in entry["read"]):
        return None  # an options file changed: the command line is another
    if entry["tools"] != _tools_now(entry):
        return None
    for a in entry["absent"]:
        if os.path.exists(a):
            return None  # a header there would now be found first (includes.still_absent)
    if any(file_digest(p) != want for p, want in entry["deps"]):
        return None
    name = entry["object"]
    data = trust.read(root, os.path.join(root, "objects", name[:2], name)) if len(name) == 64 else None
    if data is None or bytes_digest(data) != name or trust.refused() is not None:
        return None  # the ordinary run says what was refused
    for out in [*entry["outputs"], *(p for p, _ in entry["depfiles"])]:
        if os.path.isdir(out) or _same_file(out, entry["source"]):
            return None  # the ordinary run refuses it with its error
    try:
        for out in entry["outputs"]:
            write_output(out, data, mode=0o666)
        for path, text in entry["depfiles"]:
            write_output(path, text.encode("utf-8", "surrogateescape"), mode=0o666)
    except OSError:
        return None  # the ordinary run writes them again, or says what is in the way
    return 0


# the command line's (cli/) subcommands and help: never compiles, never recorded
_NOT_COMPILES = frozenset(("inspect", "translate", "explain", "rules", "doctor", "toolkit", "-h", "--help", "help"))


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
