"""Digests and stamps: sha256 of bytes and files, (path, size, mtime) stamps, pycucc's own stamp and where a value
computed from stamped files is remembered in the cache. Light on purpose: the command memo's replay (quick.py), a
warm hit, imports this and trust.py and nothing heavier (cache.py builds on it for everything else).
"""
from __future__ import annotations

import os
import stat
import sys
import time

from . import trust

try:
    # CPython's own sha256 (3.11: _sha256, 3.12: _sha2): hashlib's import loads OpenSSL first, 3 ms of a 30 ms hit;
    # the digests are the same bytes either way
    from _sha256 import sha256
except ImportError:
    try:
        from _sha2 import sha256
    except ImportError:
        from hashlib import sha256

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterable, List, Optional, Tuple

# A file written this recently (ns) may be written again, with the same size, within its file system's timestamp
# granularity: a digest remembered per size and mtime must not be kept for it (git's "racy" files).
RACY_NS = 2_000_000_000


def configured_root() -> str:
    """The cache folder the environment names (PYCUCC_CACHE_DIR, else the platform's user cache folder)."""
    explicit = os.environ.get("PYCUCC_CACHE_DIR")
    if explicit:
        return explicit
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~")
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pycucc")


def digest(*parts: bytes) -> str:
    h = sha256()
    for p in parts:
        h.update(len(p).to_bytes(8, "little"))
        h.update(p)
    return h.hexdigest()


def bytes_digest(data: bytes) -> str:
    return sha256(data).hexdigest()


def file_digest(path: str) -> Optional[str]:
    """sha256 of a regular file's bytes; None when it is missing or no regular file (a FIFO named by a manifest
    must not block the lookup)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            return sha256(f.read()).hexdigest()
    except OSError:
        return None
    finally:
        os.close(fd)


def stamps_of(paths: Iterable[str]) -> List[Tuple[str, int, int]]:
    """(path, size, mtime_ns) of each of `paths` that can be stat'ed, in order."""
    out = []
    for p in paths:
        try:
            st = os.stat(p)
        except OSError:
            continue
        out.append((p, st.st_size, st.st_mtime_ns))
    return out


def stamp_memo_in(root: str, kind: str, stamps, *salt: bytes) -> Optional[str]:
    """Where a value computed from the files of `stamps` (and `salt`) is remembered under the cache `root` while
    they stay as they are (cache.stamp_memo). None while one of them was written in the last RACY_NS."""
    if max((m for _, _, m in stamps), default=0) > time.time_ns() - RACY_NS:
        return None
    return os.path.join(root, kind, digest(*salt, *(f"{p}\0{n}\0{m}".encode() for p, n, m in stamps))[:32])


def recall_in(root: str, memo: Optional[str], suffix: str = "") -> Optional[str]:
    """The sha256 digest remembered at `memo`, followed by `suffix`; None when there is none yet, or the file is
    torn, not trusted (trust.read) or holds anything else."""
    if memo is None:
        return None
    raw = trust.read(root, memo, 65 + len(suffix))
    try:
        value = raw.decode("ascii") if raw is not None else ""
    except UnicodeDecodeError:
        return None
    hexpart = value[:64]
    if len(value) == 64 + len(suffix) and value.endswith(suffix) and not hexpart.strip("0123456789abcdef"):
        return value
    return None


HERE = os.path.dirname(os.path.abspath(__file__))


def package_dirs() -> List[str]:
    """The folders of the compiler and runtime packages (an editable install maps pycucc.runtime to runtime/,
    beside compiler/): asked of the import system's finders as importlib.util.find_spec would, without importing
    the runtime or importlib.util."""
    name = (__package__ or "pycucc") + ".runtime"
    parent = getattr(sys.modules.get(__package__ or "pycucc"), "__path__", None)
    spec = None
    for finder in sys.meta_path:
        find = getattr(finder, "find_spec", None)
        if find is None:
            continue
        spec = find(name, parent)
        if spec is not None:
            break
    dirs = [HERE] + list(spec.submodule_search_locations or []) if spec is not None else [HERE]
    return sorted(dict.fromkeys(os.path.abspath(d) for d in dirs))


def package_files(dirs: List[str]) -> List[Tuple[str, int, int]]:
    """(path, size, mtime) of every file of the packages, in a fixed order."""
    out: List[Tuple[str, int, int]] = []

    def walk(folder: str) -> None:
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            return
        for e in entries:
            if e.is_dir(follow_symlinks=False):
                if e.name != "__pycache__":
                    walk(e.path)
            elif not e.name.endswith((".pyc", ".pyo")):
                try:
                    st = e.stat()
                except OSError:
                    continue
                out.append((e.path, st.st_size, st.st_mtime_ns))
    for root in dirs:
        walk(root)
    return out


def install_stamp(here: str, dirs: List[str]) -> Optional[List[Tuple[str, int, int]]]:
    """For an installed copy of pycucc (a wheel's pycucc/ folder beside its pycucc-*.dist-info): the stamps of the
    install's RECORD, which pip writes anew on every install, upgrade or reinstall, and of the package folders. None
    for a checkout (an editable install runs from compiler/ and runtime/), whose files are stamped one by one."""
    if os.path.basename(here) != "pycucc":
        return None
    site = os.path.dirname(here)
    try:
        records = sorted(os.path.join(site, n, "RECORD") for n in os.listdir(site)
                         if n.startswith("pycucc-") and n.endswith(".dist-info"))
    except OSError:
        return None
    stamps = stamps_of(records + dirs)
    return stamps if records and len(stamps) == len(records) + len(dirs) else None


def self_memo(root: str, installed, files) -> Optional[str]:
    """Where pycucc's own digest is remembered for this install (`installed`: install_stamp) or checkout
    (`files`: package_files)."""
    return stamp_memo_in(root, "self", installed or files or [], b"installed" if installed else b"checkout")


def recalled_self_digest(root: str) -> Optional[str]:
    """pycucc's own digest as the cache under `root` remembers it for the code as it is now (cache.pycucc_digest
    computes and remembers it); None when it is not remembered."""
    dirs = package_dirs()
    installed = install_stamp(HERE, dirs)
    return recall_in(root, self_memo(root, installed, None if installed else package_files(dirs)))
